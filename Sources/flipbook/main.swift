import FlipbookCLI

FlipbookCommand.runAndExit()
