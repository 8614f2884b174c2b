extension LintReport {
    /// The same report with every finding's and note's file absolute (`--absolute-paths`, for the
    /// build-tool plugin: SwiftPM and Xcode attach a build command's `path:line:col:` lines to files by
    /// absolute path, whatever folder the command runs in).
    public func withAbsolutePaths(relativeTo workingDirectory: String) -> LintReport {
        var absolute = self
        absolute.diagnostics = diagnostics.map { diagnostic in
            var copy = diagnostic
            copy.location.file = PathResolver.absolute(diagnostic.location.file, relativeTo: workingDirectory)
            copy.notes = diagnostic.notes.map { note in
                var note = note
                note.location.file = PathResolver.absolute(note.location.file, relativeTo: workingDirectory)
                return note
            }
            return copy
        }
        return absolute
    }
}
