/// What a `Package.swift` declares that the checks need: its targets, its products and whether it
/// sets `platforms:`.
///
/// The manifest is Swift, but the checks must not run it (that needs the toolchain and the
/// package's dependencies), so this reads it as text: a scan over ``MaskedSource/code`` that
/// tracks brackets, so that it can tell a target's declaration from a reference to it.
public struct ManifestSummary: Sendable, Equatable {
    /// A target declared by `.target(name: "X"`, `.executableTarget(name: "X"` and the like.
    public struct Target: Sendable, Equatable {
        /// The target's (and its module's) name.
        public var name: String
        /// The factory that declares it: `target`, `executableTarget`, `testTarget`, `macro`, …
        public var factory: String
        /// The 1-based line of its name.
        public var line: Int
    }

    /// A product declared in `products:` by `.library(name: "X"`, `.executable(name: "X"` or
    /// `.plugin(name: "X"`.
    public struct Product: Sendable, Equatable {
        /// The product's name: an Xcode scheme's, and an executable's file name.
        public var name: String
        /// The factory that declares it: `library`, `executable` or `plugin`.
        public var factory: String
        /// The 1-based line of its name.
        public var line: Int
    }

    /// The targets in the order they are declared.
    public var targets: [Target] = []
    /// The products in the order they are declared.
    public var products: [Product] = []
    /// Whether the `Package(` call has a `platforms:` argument (or `package.platforms` is set).
    public var hasPlatforms = false
    /// The line of the `Package(` call, where a missing `platforms:` belongs; nil if none is found.
    public var packageLine: Int?

    /// The factories of `Target` whose `name:` is a module name.
    static let targetFactories: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    /// The factories of `Product` (elements of the `products:` array).
    static let productFactories: Set<String> = ["library", "executable", "plugin"]

    /// Array labels whose elements are not target declarations: `.plugin(` in `products:` is a
    /// plugin product, `.target(name:)` in `dependencies:` a reference, `.plugin(` in `plugins:`
    /// a plugin usage.
    static let nonDeclarationLabels: Set<String> = ["products", "dependencies", "plugins"]

    /// Reads the declarations of the manifest `text`.
    public init(manifest text: String) {
        self.init(scanning: MaskedSource(text))
    }

    private init(scanning source: MaskedSource) {
        /// An open `(` or `[`: what it belongs to.
        struct Bracket {
            var isTargetCall = false
            var isPackageCall = false
            var label: String?
        }
        let code = source.code
        var stack: [Bracket] = []
        // The last two tokens before the current one: a word (and whether a `.` preceded it) or
        // a punctuation scalar. Enough to see `label: [`, `.target(` and `platforms:`.
        var previous: (word: String?, dotted: Bool, scalar: Unicode.Scalar?) = (nil, false, nil)
        var beforePrevious: String?
        var index = 0
        while index < code.count {
            let scalar = code[index]
            if Self.isIdentifier(scalar) {
                let start = index
                while index < code.count, Self.isIdentifier(code[index]) { index += 1 }
                beforePrevious = previous.word
                previous = (String(String.UnicodeScalarView(code[start..<index])), previous.scalar == ".", nil)
                continue
            }
            index += 1
            if scalar.properties.isWhitespace { continue }
            switch scalar {
            case "(":
                var bracket = Bracket()
                if let callee = previous.word, previous.dotted, Self.productFactories.contains(callee),
                    stack.last?.label == "products", !stack.contains(where: \.isTargetCall)
                {
                    // Directly in `products: [...]`: a product (`.plugin(` there is a plugin product).
                    if let (name, line) = Self.name(after: index, in: source) {
                        products.append(Product(name: name, factory: callee, line: line))
                    }
                    bracket.isTargetCall = true
                } else if let callee = previous.word, previous.dotted, Self.targetFactories.contains(callee) {
                    bracket.isTargetCall = true
                    let nested = stack.contains {
                        $0.isTargetCall || Self.nonDeclarationLabels.contains($0.label ?? "")
                    }
                    if !nested, let (name, line) = Self.name(after: index, in: source) {
                        targets.append(Target(name: name, factory: callee, line: line))
                    }
                } else if previous.word == "Package", packageLine == nil {
                    bracket.isPackageCall = true
                    packageLine = source.line(at: index - 1)
                }
                stack.append(bracket)
            case "[":
                stack.append(Bracket(label: previous.scalar == ":" ? beforePrevious : nil))
            case ")", "]":
                _ = stack.popLast()
            case ":" where previous.word == "platforms" && !previous.dotted && stack.last?.isPackageCall == true:
                hasPlatforms = true
            case "=" where previous.word == "platforms" && previous.dotted && index < code.count && code[index] != "=":
                // `package.platforms = [...]` after the `Package(` call sets them too.
                hasPlatforms = true
            default:
                break
            }
            beforePrevious = previous.word
            previous = (nil, false, scalar)
        }
    }

    /// The name and line of the declaration whose call's arguments start at `index`, if its first
    /// argument is `name:` with a string literal (the name may be on the next line).
    private static func name(after index: Int, in source: MaskedSource) -> (name: String, line: Int)? {
        let code = source.code
        var position = index
        func skipSpace() { while position < code.count, code[position].properties.isWhitespace { position += 1 } }
        skipSpace()
        for expected in "name".unicodeScalars {
            guard position < code.count, code[position] == expected else { return nil }
            position += 1
        }
        skipSpace()
        guard position < code.count, code[position] == ":" else { return nil }
        position += 1
        skipSpace()
        guard position < code.count, code[position] == "\"" else { return nil }
        let open = position
        // The contents are blanked in `code`, so its next quote is the closing one; the name
        // itself is read from the original at the same indexes.
        guard let close = code[(open + 1)...].firstIndex(of: "\"") else { return nil }
        let name = String(String.UnicodeScalarView(source.original[(open + 1)..<close]))
        return (name, source.line(at: open))
    }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
