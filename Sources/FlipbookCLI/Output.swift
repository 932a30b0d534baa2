import Foundation

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Whether standard error is a terminal (progress bars are drawn only there).
var standardErrorIsTerminal: Bool { isatty(2) == 1 }
