import DevToolsCore

/// A file's lookups (`FileLookups`) to bytes and back, inside its facts record (see `FactsCoding`).
/// Locations are written without the file, which the reader names.
enum LookupsCoding {
    static func encode(_ lookups: FileLookups?, into out: inout BinaryWriter) {
        out.write(lookups != nil)
        guard let lookups else { return }
        out.write(lookups.digest)
        let usage = lookups.usage
        out.write(usage.lookups) { out, lookup in
            out.write(lookup.key)
            out.write(lookup.interpolations)
            out.write(lookup.table)
            out.write(lookup.hasDefault)
            out.write(lookup.codeValue)
            out.write(lookup.isFormat)
            out.write(lookup.showsAsIs)
            out.write(lookup.isInOtherBundle)
            out.write(lookup.function)
            out.write(lookup.location.line)
            out.write(lookup.location.column)
            out.write(lookup.view)
            write(lookup.compiledOnlyIf, into: &out)
            out.write(lookup.constant)
        }
        out.write(usage.mentions.sorted()) { $0.write($1) }
        out.write(usage.generated.sorted { $0.key < $1.key }) { out, entry in
            out.write(entry.key)
            out.write(entry.value.table)
            out.write(entry.value.key)
        }
        out.write(usage.references.sorted()) { $0.write($1) }
        out.write(usage.builtKeys) { out, key in
            out.write(key.segments) { $0.write($1) }
            out.write(key.table)
            out.write(key.location.line)
            out.write(key.location.column)
        }
        out.write(usage.localizingMembers.sorted { $0.key < $1.key }) { out, entry in
            out.write(entry.key)
            out.write(entry.value)
        }
        out.write(usage.memberLiterals) { out, literal in
            out.write(literal.key)
            out.write(literal.interpolations)
            out.write(literal.function)
            out.write(literal.location.line)
            out.write(literal.location.column)
            out.write(literal.view)
            write(literal.compiledOnlyIf, into: &out)
        }
        out.write(usage.localizingParameters.sorted { $0.key < $1.key }) { out, entry in
            out.write(entry.key)
            out.write(entry.value.table)
            out.write(entry.value.isLocalizedStringKey)
        }
        out.write(usage.typeMentions.sorted()) { $0.write($1) }
        out.write(usage.textSetOn.sorted()) { $0.write($1) }
        out.write(usage.staticReferences.sorted()) { $0.write($1) }
    }

    static func decode(_ input: inout BinaryReader, file: String) throws -> FileLookups? {
        guard try input.bool() else { return nil }
        let digest = try input.string()
        let lookups = try input.array { input in
            var lookup = KeyLookup(
                key: try input.string(), interpolations: try input.int(), table: try input.optionalString(), hasDefault: try input.bool(),
                codeValue: try input.optionalString(), isFormat: try input.bool(), showsAsIs: try input.bool(),
                isInOtherBundle: try input.bool(), function: try input.string(),
                location: SourceLocation(file: file, line: try input.int(), column: try input.int()), view: try input.optionalString())
            lookup.compiledOnlyIf = try readCondition(&input)
            lookup.constant = try input.optionalString()
            return lookup
        }
        let mentions = Set(try input.array { try $0.string() })
        let generated = try input.array { input in
            (try input.string(), GeneratedKey(table: try input.string(), key: try input.string()))
        }
        let references = Set(try input.array { try $0.string() })
        let builtKeys = try input.array { input in
            BuiltKey(
                segments: try input.array { try $0.string() }, table: try input.optionalString(),
                location: SourceLocation(file: file, line: try input.int(), column: try input.int()))
        }
        let members = try input.array { input in (try input.string(), try input.string()) }
        let literals = try input.array { input in
            let (key, interpolations) = (try input.string(), try input.int())
            var literal = KeyLookup(
                key: key, interpolations: interpolations, table: nil, hasDefault: false, isFormat: interpolations > 0,
                function: try input.string(), location: SourceLocation(file: file, line: try input.int(), column: try input.int()),
                view: try input.optionalString())
            literal.compiledOnlyIf = try readCondition(&input)
            return literal
        }
        let parameters = try input.array { input in
            (try input.string(), LocalizingParameter(table: try input.string(), isLocalizedStringKey: try input.bool()))
        }
        var usage = CodeKeyUsage(
            lookups: lookups, mentions: mentions, generated: Dictionary(generated, uniquingKeysWith: { first, _ in first }),
            references: references)
        usage.builtKeys = builtKeys
        usage.localizingMembers = Dictionary(members, uniquingKeysWith: { first, _ in first })
        usage.memberLiterals = literals
        usage.localizingParameters = Dictionary(parameters, uniquingKeysWith: { first, _ in first })
        usage.typeMentions = Set(try input.array { try $0.string() })
        usage.textSetOn = Set(try input.array { try $0.string() })
        usage.staticReferences = Set(try input.array { try $0.string() })
        return FileLookups(usage: usage, digest: digest)
    }

    /// A lookup's `#if` condition: its clauses (none when it has no condition).
    private static func write(_ condition: CompilationCondition?, into out: inout BinaryWriter) {
        out.write(condition?.clauses ?? []) { out, clause in
            out.write(clause.expression)
            out.write(clause.holds)
        }
    }

    private static func readCondition(_ input: inout BinaryReader) throws -> CompilationCondition? {
        let clauses = try input.array { input in
            CompilationCondition.Clause(expression: try input.string(), holds: try input.bool())
        }
        return clauses.isEmpty ? nil : CompilationCondition(clauses: clauses)
    }
}
