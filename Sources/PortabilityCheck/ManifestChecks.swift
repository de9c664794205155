/// The checks over the repository's `Package.swift` files: target and product names that differ
/// only in case, and manifests without `platforms:`.
public enum ManifestChecks {
    /// Whether `path` names a manifest: `Package.swift`, or a versioned `Package@swift-X.swift`,
    /// in any folder (an example package's manifest is checked like the root's).
    public static func isManifest(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// Findings for targets whose names differ only in case, within one manifest or across
    /// `manifests`.
    ///
    /// Across packages too: a package that depends on another by path builds both into one build
    /// folder, where each target has a folder and a module named after it, and a case-insensitive
    /// disk (macOS, Windows) holds one folder for `Conformance` and `conformance`.
    public static func targetCaseCollisions(in manifests: [SourceFile]) -> [Finding] {
        let declarations = manifests.flatMap { manifest in
            ManifestSummary(manifest: manifest.text).targets.map {
                Declaration(path: manifest.path, name: $0.name, line: $0.line)
            }
        }
        return caseCollisions(
            declarations, kind: .targetCaseCollision, noun: "target",
            consequence: "one build folder and module on a case-insensitive disk (macOS, Windows)")
    }

    /// Findings for products whose names differ only in case, within one manifest or across
    /// `manifests`.
    ///
    /// A product is no module, but its name is a file's: Xcode writes a scheme per product
    /// (`NAME.xcscheme`), and an executable product is built to `NAME` in the build folder that a
    /// package shares with its path dependencies. A library `Conformance` beside an executable
    /// `conformance` is one scheme file on a case-insensitive disk (macOS, Windows).
    public static func productCaseCollisions(in manifests: [SourceFile]) -> [Finding] {
        let declarations = manifests.flatMap { manifest in
            ManifestSummary(manifest: manifest.text).products.map {
                Declaration(path: manifest.path, name: $0.name, line: $0.line)
            }
        }
        return caseCollisions(
            declarations, kind: .productCaseCollision, noun: "product",
            consequence: "one Xcode scheme, or one executable in the build folder, on a case-insensitive disk "
                + "(macOS, Windows)")
    }

    /// A named declaration in a manifest: a target or a product.
    private struct Declaration {
        var path: String
        var name: String
        var line: Int
        var location: String { "\(path):\(line)" }
    }

    /// One finding per declaration whose name differs only in case from another's, naming the others.
    private static func caseCollisions(
        _ declarations: [Declaration], kind: FindingKind, noun: String, consequence: String
    ) -> [Finding] {
        var findings: [Finding] = []
        for group in Dictionary(grouping: declarations, by: { $0.name.lowercased() }).values {
            // Two declarations of the very same name are SwiftPM's own error on every platform;
            // only spellings that differ are a portability problem.
            guard Set(group.map(\.name)).count > 1 else { continue }
            for declaration in group {
                let others = group.filter { $0.name != declaration.name }
                    .map { "\"\($0.name)\" (\($0.location))" }
                    .joined(separator: ", ")
                findings.append(
                    Finding(
                        kind: kind, path: declaration.path, line: declaration.line,
                        message: "\(noun) \"\(declaration.name)\" differs only in case from \(others): "
                            + "\(consequence); rename one"))
            }
        }
        return findings.sorted()
    }

    /// A finding if the manifest `text` at `path` has no `platforms:` argument.
    ///
    /// Without it SwiftPM builds for its oldest default deployment targets (macOS 10.13, iOS 12),
    /// so code that uses newer APIs builds on Linux, which has no deployment target, and fails on
    /// Apple's platforms.
    public static func missingPlatforms(path: String, text: String) -> Finding? {
        let summary = ManifestSummary(manifest: text)
        guard !summary.hasPlatforms else { return nil }
        return Finding(
            kind: .missingPlatforms, path: path, line: summary.packageLine ?? 1,
            message: "the package declares no `platforms:`: SwiftPM then assumes its oldest deployment targets "
                + "(macOS 10.13, iOS 12), and APIs newer than those fail to build on Apple platforms")
    }
}
