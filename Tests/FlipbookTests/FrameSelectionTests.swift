import Flipbook
import Testing

@Suite struct FrameSelectionTests {
    @Test func parsesRangesAndSingleFrames() {
        #expect(FrameSelection(parsing: "0-3,7")?.indices() == [0, 1, 2, 3, 7])
        #expect(FrameSelection(parsing: "5,1-2,2")?.indices() == [1, 2, 5])
    }

    @Test(arguments: ["", "a", "3-1", "-2", "1,,2", "1-2-3"])
    func rejectsMalformedLists(_ text: String) {
        #expect(FrameSelection(parsing: text) == nil)
    }

    @Test func frameFilesHaveFiveDigits() {
        #expect(FrameRenderer.frameFileName(0) == "frame-00000.png")
        #expect(FrameRenderer.frameFileName(42) == "frame-00042.png")
        #expect(FrameRenderer.frameFileName(123456) == "frame-123456.png")
    }
}
