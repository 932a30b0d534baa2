import FlipbookModel

/// Text forms of the pipeline's data at one time, for `flipbook dump` (the printers live on the
/// model types: `ViewTree.printed`, `LayoutTree.printed(for:)`, `DisplayList.printed`).
public enum PipelineDump {
    public static func tree(_ preview: CompiledPreview, at time: Double) -> String {
        preview.transactions[shownIndex(preview, at: time)].tree.printed
    }

    public static func layout(_ preview: CompiledPreview, at time: Double) -> String {
        let shown = shownIndex(preview, at: time)
        return preview.layouts[shown].printed(for: preview.transactions[shown].tree)
    }

    public static func displayList(_ preview: CompiledPreview, at time: Double) throws(LiveError) -> String {
        try preview.timeline.displayList(at: time).printed
    }

    /// The index of the transaction whose views are shown at `time`.
    static func shownIndex(_ preview: CompiledPreview, at time: Double) -> Int {
        preview.transactions.lastIndex { $0.time <= time } ?? 0
    }
}
