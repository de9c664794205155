/// The checks over the repository's `Package.swift` files: target names that differ only in case,
/// and manifests without `platforms:`.
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
    /// disk (macOS, Windows) holds one folder for `Conformance` and `conformance`. Product names
    /// are not checked: a product is no folder or module (an executable product `conformance`
    /// beside a library product `Conformance` is fine as long as their targets differ).
    public static func targetCaseCollisions(in manifests: [SourceFile]) -> [Finding] {
        struct Declaration {
            var path: String
            var target: ManifestSummary.Target
            var location: String { "\(path):\(target.line)" }
        }
        let declarations = manifests.flatMap { manifest in
            ManifestSummary(manifest: manifest.text).targets.map { Declaration(path: manifest.path, target: $0) }
        }
        var findings: [Finding] = []
        for group in Dictionary(grouping: declarations, by: { $0.target.name.lowercased() }).values {
            // Two declarations of the very same name are SwiftPM's own error on every platform;
            // only spellings that differ are a portability problem.
            guard Set(group.map(\.target.name)).count > 1 else { continue }
            for declaration in group {
                let others = group.filter { $0.target.name != declaration.target.name }
                    .map { "\"\($0.target.name)\" (\($0.location))" }
                    .joined(separator: ", ")
                findings.append(
                    Finding(
                        kind: .targetCaseCollision, path: declaration.path, line: declaration.target.line,
                        message: "target \"\(declaration.target.name)\" differs only in case from \(others): "
                            + "one build folder and module on a case-insensitive disk (macOS, Windows); rename one"))
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
