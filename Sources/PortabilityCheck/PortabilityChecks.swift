/// The static portability check: every check over one repository snapshot.
///
/// The package is built and tested on Linux, and its users build it on macOS and Windows. These
/// checks catch, on Linux, what would only break there: names (paths, targets, products) that
/// differ only in case, platform `#if` chains that leave a platform out, and manifests that leave
/// deployment targets to chance.
/// They are pure: ``RepositoryLoader`` reads the files, the checks only look at text.
public enum PortabilityChecks {
    /// Every finding in `snapshot`, sorted by path and line.
    public static func findings(in snapshot: RepositorySnapshot) -> [Finding] {
        var findings = PathCollisions.findings(paths: snapshot.paths)
        let manifests = snapshot.manifests
        findings += ManifestChecks.targetCaseCollisions(in: manifests)
        findings += ManifestChecks.productCaseCollisions(in: manifests)
        findings += manifests.compactMap { ManifestChecks.missingPlatforms(path: $0.path, text: $0.text) }
        for file in snapshot.swiftFiles {
            findings += PlatformChains.findings(path: file.path, text: file.text)
        }
        return findings.sorted()
    }

    /// The one-line summary after the findings: how many, of which kinds, in how many files.
    public static func summary(of findings: [Finding], in snapshot: RepositorySnapshot) -> String {
        let scope =
            "\(snapshot.paths.count) files (\(snapshot.swiftFiles.count) Swift files, "
            + "\(snapshot.manifests.count) of them Package.swift)"
        guard !findings.isEmpty else { return "portability-check: no findings in \(scope)" }
        let counts = FindingKind.allCases.compactMap { kind -> String? in
            let count = findings.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(count) \(kind.rawValue)"
        }
        let noun = findings.count == 1 ? "finding" : "findings"
        return "portability-check: \(findings.count) \(noun) (\(counts.joined(separator: ", "))) in \(scope)"
    }
}

extension FindingKind {
    /// What the kind means, in one line, for the command's help.
    public var explanation: String {
        switch self {
        case .pathCaseCollision:
            return "files or folders whose paths differ only in case"
        case .targetCaseCollision:
            return "targets (modules) of the repository's packages whose names differ only in case"
        case .productCaseCollision:
            return "products (Xcode schemes, executables) of the repository's packages whose names differ only in case"
        case .platformChainWithoutElse:
            return "an #if on os(...) or canImport(Glibc|Darwin|...) with no #else"
        case .linuxOnlyBranch:
            return "an #if os(Linux) or canImport(Glibc) with no other-platform code"
        case .missingPlatforms:
            return "a Package.swift without platforms:"
        }
    }
}
