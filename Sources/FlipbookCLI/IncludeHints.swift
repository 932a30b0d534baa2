import FlipbookModel

/// When a scene still stops at a name after Flipbook has read the files that declare what it
/// names, the name may be declared in several files beside it (an app and its widget, two
/// samples): Flipbook says which, so the user can pick one with `--include`.
enum IncludeHints {
    /// The diagnostics, each "cannot find 'X'" or "has no member 'X'" with a note naming the
    /// nearby files that declare X.
    static func annotate(_ list: DiagnosticList, project: ProjectSources) -> DiagnosticList {
        var result = list
        for index in result.diagnostics.indices {
            guard let missing = MissingName(result.diagnostics[index]) else { continue }
            let declaring = project.declaring(missing)
            guard !declaring.isEmpty else { continue }
            let shown = declaring.prefix(3).map { "--include \($0.path)" }.joined(separator: ", ")
            result.diagnostics[index].notes.append(
                Diagnostic(.note, "'\(missing.name)' is declared in a file beside the scene; add it with \(shown)", at: nil))
        }
        return result
    }
}
