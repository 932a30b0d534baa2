import ArgumentParser
import Flipbook

public struct FlipbookCommand: ParsableCommand {
    public init() {}
    public func run() throws {}
}
