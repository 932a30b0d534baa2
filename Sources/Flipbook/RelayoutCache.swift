import FlipbookModel
import Foundation

/// The layouts of the trees a timeline lays out again at sample time (a clock's texts changed),
/// kept by tree: a timer's text changes once a second, so sixty frames share one layout. Shared
/// by the threads that draw frames; a layout is a pure function of its tree, so what is kept is
/// what would be computed, whichever thread asked first.
final class RelayoutCache: @unchecked Sendable {
    private let lock = NSLock()
    private var layouts: [ViewTree: LayoutTree] = [:]
    /// Past this many trees the cache starts again (a clip's distinct clock texts are few).
    static let capacity = 256

    func layout(_ tree: ViewTree, _ make: (ViewTree) -> LayoutTree) -> LayoutTree {
        lock.lock()
        let kept = layouts[tree]
        lock.unlock()
        if let kept { return kept }
        let made = make(tree)
        lock.lock()
        if layouts.count >= Self.capacity { layouts.removeAll(keepingCapacity: true) }
        layouts[tree] = made
        lock.unlock()
        return made
    }
}
