import FlipbookModel
import Foundation

/// Runs the scene's custom alignment guides' `defaultValue(in:)` for the views of one layout.
/// A guide's value is read wherever a container aligns a view, deep inside the layouts, so
/// errors are kept here and reported with the layout's others.
final class CustomGuideRunner: @unchecked Sendable {
    private let evaluator: any LiveEvaluating
    private let lock = NSLock()
    private var found: [LiveError] = []

    init(_ evaluator: any LiveEvaluating) { self.evaluator = evaluator }

    var errors: [LiveError] { lock.withLock { found } }

    private func record(_ error: LiveError) {
        lock.withLock { if !found.contains(error) { found.append(error) } }
    }

    var guideDefault: CustomGuideDefault {
        CustomGuideDefault { [self] id, dimensions in
            do throws(LiveError) {
                return try evaluator.alignmentDefault(of: id.type, dimensions: dimensions)
            } catch {
                record(error)
                return 0
            }
        }
    }
}
