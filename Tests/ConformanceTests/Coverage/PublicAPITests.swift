import Foundation
import Testing

@testable import Conformance

/// The catalog of public API against the declarations in `Sources/Lifecycle` and
/// `Sources/AnimationTechniques`, read from the files themselves.
@Suite struct PublicAPITests {
    /// Every `public` method and initializer declared in the two folders, as `Type.selector`.
    static func declared() throws -> [String] {
        let root = PackageRoot.url()
        var found: [String] = []
        for folder in ["Sources/Lifecycle", "Sources/AnimationTechniques"] {
            let directory = root.appendingPathComponent(folder)
            // Subfolders too (`AnimationTechniques/Registry/`): a folder must not hide a declaration.
            let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter {
                $0.hasSuffix(".swift")
            }
            for file in files.sorted() {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                found += PublicDeclarationScanner.declarations(in: text)
            }
        }
        return found.sorted()
    }

    @Test func theCatalogNamesEveryPublicMethodAndInitializerAndNothingElse() throws {
        let declared = try Self.declared()
        let cataloged = (PublicAPI.entries.map(PublicAPI.declaration(of:)) + PublicAPI.excluded.map(\.declaration))
            .sorted()
        // The changes that turn the catalog into the declarations: insertions are missing from it.
        let changes = declared.difference(from: cataloged)
        let missing = changes.compactMap { change -> String? in
            if case .insert(_, let element, _) = change { return element } else { return nil }
        }
        let extra = changes.compactMap { change -> String? in
            if case .remove(_, let element, _) = change { return element } else { return nil }
        }
        #expect(missing.isEmpty, "declared but not in PublicAPI.entries or .excluded: \(missing)")
        #expect(extra.isEmpty, "in PublicAPI but not declared (or listed twice): \(extra)")
        #expect(Set(PublicAPI.entries).count == PublicAPI.entries.count, "an entry is listed twice")
        // The folders hold at least the members the brief names; an empty scan would pass vacuously.
        for known in ["Host.makeWindow()", "LayerPauser.pause(_:)", "Scrubber.setProgress(_:)"] {
            #expect(declared.contains(known), "\(known) not found by the scanner")
        }
    }

    /// The engine protocol's requirements and the public members of its `MediaTiming` extension,
    /// read from `Sources/MediaTiming/TimingEngine.swift`, as `TimingEngine.selector` (a property
    /// by its name).
    static func engineDeclared() throws -> Set<String> {
        let url = PackageRoot.url().appendingPathComponent("Sources/MediaTiming/TimingEngine.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        var found = Set(PublicDeclarationScanner.declarations(in: text))
        var inProtocol = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("public protocol TimingEngine") { inProtocol = true }
            if line == "}" { inProtocol = false }
            guard inProtocol else { continue }
            var trimmed = Substring(line.trimmingCharacters(in: .whitespaces))
            if trimmed.hasPrefix("@discardableResult ") { trimmed = trimmed.dropFirst("@discardableResult ".count) }
            if trimmed.hasPrefix("var ") {
                found.insert("TimingEngine." + trimmed.dropFirst("var ".count).prefix { $0 != ":" })
            } else if trimmed.hasPrefix("func ") {
                let tail = trimmed.dropFirst("func ".count)
                let name = tail.prefix { $0 != "(" }
                let labels = PublicDeclarationScanner.parameterLabels(String(tail.dropFirst(name.count))) ?? []
                found.insert("TimingEngine.\(name)(\(labels.map { "\($0):" }.joined()))")
            }
        }
        return found
    }

    @Test func theEngineCatalogNamesEveryCallOfTheProtocolAndNothingElse() throws {
        let declared = try Self.engineDeclared()
        let cataloged = PublicAPI.engine + PublicAPI.excludedEngine.map(\.declaration)
        #expect(Set(cataloged).count == cataloged.count, "an entry is listed twice")
        #expect(
            declared == Set(cataloged),
            "declared but not cataloged: \(declared.subtracting(cataloged).sorted()); cataloged but not declared: \(Set(cataloged).subtracting(declared).sorted())"
        )
        // The protocol has at least the calls SEMANTICS.md names; an empty scan would pass vacuously.
        for known in ["TimingEngine.render(atMediaTime:)", "TimingEngine.mediaTime", "TimingEngine.flush()"] {
            #expect(declared.contains(known), "\(known) not found by the scanner")
        }
        #expect(PublicAPI.everyEntry == PublicAPI.engine + PublicAPI.entries)
    }

    @Test func theScannerReadsSelectorsAcrossLinesAndSkipsComments() {
        let source = """
            /// `public func notThis()` in a comment.
            public final class Thing<E> {
                @inlinable public init(
                    a: Int, b c: (Int) -> Void,
                    _ d: [(key: String, value: Int)] = []
                ) {}
                // public func commented()
                public func run<T>(_ x: T, with y: Int) {}
                func hidden() {}
                public var value: Int { 0 }
            }
            extension Other {
                public static func < (lhs: Other, rhs: Other) -> Bool { true }
                public init?(name: String) {}
            }
            """
        #expect(
            PublicDeclarationScanner.declarations(in: source) == [
                "Thing.init(a:b:_:)", "Thing.run(_:with:)", "Other.<(_:_:)", "Other.init(name:)",
            ])
    }
}

/// Finds `public` method and initializer declarations in Swift source, by selector.
enum PublicDeclarationScanner {
    static func declarations(in text: String) -> [String] {
        var found: [String] = []
        var type = ""
        let lines = text.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") { continue }
            if !line.hasPrefix(" "), let name = typeName(line) { type = name }
            guard let publicRange = line.range(of: "public ") else { continue }
            // Only a declaration: `public`, then modifiers, then `func` or `init` (not `public var
            // x { T.init(…) }`).
            var rest = line[publicRange.upperBound...].drop { $0 == " " }
            let modifiers = ["static ", "class ", "final ", "convenience ", "required ", "override ", "nonisolated "]
            while let modifier = modifiers.first(where: { rest.hasPrefix($0) }) {
                rest = rest.dropFirst(modifier.count).drop { $0 == " " }
            }
            let name: String
            let afterName: Substring
            var isOperator = false
            if rest.hasPrefix("func ") {
                let tail = rest.dropFirst("func ".count).drop { $0 == " " }
                let operatorCharacters = Set("<>=!+-*/%&|^~")
                isOperator = tail.first.map(operatorCharacters.contains) ?? false
                let spelled =
                    isOperator
                    ? tail.prefix(while: operatorCharacters.contains)
                    : tail.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                name = String(spelled)
                afterName = tail.dropFirst(spelled.count)
            } else if rest.hasPrefix("init(") || rest.hasPrefix("init?(") {
                name = "init"
                afterName = rest.drop { $0 != "(" }
            } else {
                continue
            }
            // The parameter clause, which may run over the following lines.
            let following = ([String(afterName)] + lines[(index + 1)...].prefix(12)).joined(separator: " ")
            guard var labels = parameterLabels(following) else { continue }
            // An operator's arguments have no labels.
            if isOperator { labels = labels.map { _ in "_" } }
            found.append("\(type).\(name)(\(labels.map { "\($0):" }.joined()))")
        }
        return found
    }

    /// The name of the type a top-level line declares or extends.
    static func typeName(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" || $0 == "{" })
        guard
            let keyword = words.firstIndex(where: { ["class", "struct", "enum", "extension", "protocol"].contains($0) }
            ),
            keyword + 1 < words.count
        else { return nil }
        return String(words[keyword + 1])
    }

    /// The argument labels of the first parameter clause in `text` (a generic clause skipped).
    static func parameterLabels(_ text: String) -> [String]? {
        let text = text.replacingOccurrences(of: "->", with: "→")
        var characters = Substring(text)
        if characters.first == "<" { characters = characters.drop { $0 != ">" }.dropFirst() }
        characters = characters.drop { $0 == " " }
        guard characters.first == "(" else { return nil }
        var depth = 0
        var parameters: [String] = [""]
        for character in characters {
            switch character {
            case "(", "[", "<":
                depth += 1
                if depth == 1 { continue }
            case ")", "]", ">":
                depth -= 1
                if depth == 0 { return parameters.compactMap(label) }
            case "," where depth == 1:
                parameters.append("")
                continue
            default: break
            }
            parameters[parameters.count - 1].append(character)
        }
        return nil
    }

    /// The argument label of one parameter (`b c: Int` gives `b`), `nil` for an empty clause.
    static func label(_ parameter: String) -> String? {
        let head = parameter.prefix { $0 != ":" }.split(separator: " ")
        return head.first.map(String.init)
    }
}
