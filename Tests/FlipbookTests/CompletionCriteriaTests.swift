import Flipbook
import FlipbookModel
import Testing

/// `withAnimation(_:completionCriteria:_:completion:)`: the completion runs when the animation
/// is logically complete (the default: a spring's response, a curve's duration), or when it is
/// removed (`.removed`: once a spring has settled).
@Suite struct CompletionCriteriaTests {
    func completionTime(_ animation: String, criteria: String?) throws -> Double {
        let criteriaArgument = criteria.map { ", completionCriteria: \($0)" } ?? ""
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var x = 0.0
                @State private var done = false
                var body: some View {
                    Rectangle().fill(done ? Color.green : Color.red).frame(width: 20, height: 20).offset(x: x)
                        .onAppear {
                            withAnimation(\(animation)\(criteriaArgument)) { x = 100 } completion: { done = true }
                        }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 100)) { Root() }
            """
        var options = RenderOptions()
        options.duration = 5
        let preview = try #require(try compileScene(source, options: options).first)
        // The appearance's transaction, then the completion's.
        return try #require(preview.transactions.last).time
    }

    @Test func aSpringIsLogicallyCompleteAfterItsResponse() throws {
        #expect(try completionTime(".spring(duration: 0.5, bounce: 0)", criteria: nil) == 0.5)
        #expect(try completionTime(".spring(duration: 0.5, bounce: 0)", criteria: ".logicallyComplete") == 0.5)
        #expect(try completionTime(".spring(response: 0.3, dampingFraction: 0.6).delay(0.2)", criteria: nil) == 0.5)
    }

    @Test func removedWaitsUntilTheSpringHasSettled() throws {
        let removed = try completionTime(".spring(duration: 0.5, bounce: 0)", criteria: ".removed")
        #expect(removed > 0.7)
        #expect(removed < 2)
        #expect(
            try completionTime(".spring(duration: 0.5, bounce: 0)", criteria: "AnimationCompletionCriteria.removed") == removed)
    }

    @Test func aCurveCompletesAtItsDurationEitherWay() throws {
        #expect(try completionTime(".easeOut(duration: 0.4).speed(2)", criteria: nil) == 0.2)
        #expect(abs(try completionTime(".linear(duration: 0.4).repeatCount(3)", criteria: ".removed") - 1.2) < 1e-9)
    }

    @Test func anUnknownCriterionIsAnError() throws {
        #expect {
            try completionTime(".default", criteria: "true")
        } throws: { error in
            "\(error)".contains("completionCriteria: expected .logicallyComplete or .removed")
        }
    }
}
