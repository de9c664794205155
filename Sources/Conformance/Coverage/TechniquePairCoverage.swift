import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// A technique or lifecycle event, as the pair coverage counts it.
public enum TechniqueElement: String, Hashable, Sendable, CaseIterable, Comparable {
    /// A pause or a resume.
    case pause
    /// A speed change mid-flight.
    case speedChange
    /// A store or restore by hand.
    case store
    /// A preserver.
    case preserve
    /// A reinstaller.
    case reinstall
    /// A scrubber installed or scrubbed.
    case scrub
    /// A scrubber released to play on.
    case release
    /// A closure-callback animation.
    case closures
    /// The app's trip to the background (it reaches every view).
    case backgroundTrip
    /// A view's trip out of its window (it reaches the view's subtree).
    case windowTrip

    /// Elements sort in declaration order.
    public static func < (lhs: TechniqueElement, rhs: TechniqueElement) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How the two elements of a pair meet.
public enum TechniquePairRelation: String, Hashable, Sendable, CaseIterable {
    /// Both act on the same layer.
    case sameLayer
    /// One acts on a layer, the other on a layer below it.
    case parentAndChild
    /// The second acts on a layer before the first (a pause) holds it.
    case beforePause
    /// The second acts on a layer while the first (a pause) holds it.
    case whilePaused
    /// The second acts on a layer below one that the first (a pause) holds.
    case whileAncestorPaused
    /// The second acts on a layer after the first (a pause) let it go.
    case afterResume
}

/// Two techniques or lifecycle events reached together in one script.
public struct TechniquePair: Hashable, Sendable, CustomStringConvertible {
    /// The first element (for the pause relations, the pause).
    public var first: TechniqueElement
    /// The second element.
    public var second: TechniqueElement
    /// How they meet.
    public var relation: TechniquePairRelation

    /// Creates a pair; for the symmetric relations the elements are put in a fixed order.
    public init(_ first: TechniqueElement, _ second: TechniqueElement, _ relation: TechniquePairRelation) {
        let symmetric = relation == .sameLayer || relation == .parentAndChild
        if symmetric && second < first {
            self.first = second
            self.second = first
        } else {
            self.first = first
            self.second = second
        }
        self.relation = relation
    }

    /// `first+second@relation`, such as `pause+speedChange@whilePaused`.
    public var description: String { "\(first.rawValue)+\(second.rawValue)@\(relation.rawValue)" }
}

/// Which pairs of techniques and lifecycle events the default run reaches, and which law's
/// generator reaches each: a table a coverage matrix can read, and the function that finds the
/// pairs of a script.
public enum TechniquePairCoverage {
    /// The pairs the suite promises to reach, each with the law whose generator reaches it.
    public static let required: [(pair: TechniquePair, law: String)] = [
        (TechniquePair(.pause, .speedChange, .beforePause), "TECH-8"),
        (TechniquePair(.pause, .speedChange, .whilePaused), "TECH-8"),
        (TechniquePair(.pause, .speedChange, .afterResume), "TECH-8"),
        (TechniquePair(.pause, .speedChange, .whileAncestorPaused), "TECH-8"),
        (TechniquePair(.pause, .pause, .parentAndChild), "TECH-8"),
        (TechniquePair(.pause, .speedChange, .parentAndChild), "TECH-8"),
        (TechniquePair(.pause, .store, .sameLayer), "TECH-9"),
        (TechniquePair(.pause, .store, .parentAndChild), "TECH-9"),
        (TechniquePair(.pause, .preserve, .sameLayer), "TECH-9"),
        (TechniquePair(.pause, .preserve, .parentAndChild), "TECH-9"),
        (TechniquePair(.pause, .backgroundTrip, .sameLayer), "TECH-9"),
        (TechniquePair(.pause, .windowTrip, .sameLayer), "TECH-9"),
        (TechniquePair(.pause, .windowTrip, .parentAndChild), "TECH-9"),
        (TechniquePair(.speedChange, .store, .sameLayer), "TECH-9"),
        (TechniquePair(.speedChange, .preserve, .sameLayer), "TECH-9"),
        (TechniquePair(.speedChange, .backgroundTrip, .sameLayer), "TECH-9"),
        (TechniquePair(.speedChange, .windowTrip, .sameLayer), "TECH-9"),
        (TechniquePair(.store, .backgroundTrip, .sameLayer), "TECH-9"),
        (TechniquePair(.store, .windowTrip, .sameLayer), "TECH-9"),
        (TechniquePair(.preserve, .backgroundTrip, .sameLayer), "TECH-9"),
        (TechniquePair(.preserve, .windowTrip, .sameLayer), "TECH-9"),
        (TechniquePair(.preserve, .preserve, .parentAndChild), "TECH-9"),
        (TechniquePair(.backgroundTrip, .windowTrip, .sameLayer), "TECH-9"),
        (TechniquePair(.pause, .scrub, .whileAncestorPaused), "TECH-10"),
        (TechniquePair(.pause, .release, .whileAncestorPaused), "TECH-10"),
        (TechniquePair(.scrub, .release, .sameLayer), "TECH-10"),
        (TechniquePair(.speedChange, .scrub, .parentAndChild), "TECH-10"),
        (TechniquePair(.scrub, .windowTrip, .sameLayer), "TECH-10"),
        (TechniquePair(.reinstall, .backgroundTrip, .sameLayer), "TECH-11"),
        (TechniquePair(.reinstall, .windowTrip, .sameLayer), "TECH-11"),
        (TechniquePair(.preserve, .closures, .sameLayer), "CB-7"),
        (TechniquePair(.preserve, .closures, .parentAndChild), "CB-7"),
        (TechniquePair(.preserve, .reinstall, .sameLayer), "CB-7"),
        (TechniquePair(.closures, .reinstall, .sameLayer), "CB-7"),
        (TechniquePair(.closures, .backgroundTrip, .sameLayer), "CB-7"),
        (TechniquePair(.closures, .windowTrip, .sameLayer), "CB-7"),
    ]

    /// The pairs `script` reaches.
    ///
    /// Each technique step and lifecycle trip is an element on the views it acts on (a background
    /// trip on every view made, a window trip on the leaving view's subtree); two elements on the
    /// same view, or on a view and one below it, make a pair. A user pause also relates, by time,
    /// to every later element on its view or below it: before, while and after it holds.
    public static func pairs(in script: Script) -> Set<TechniquePair> {
        var parents: [Int?] = []
        var occurrences: [(element: TechniqueElement, view: Int, step: Int)] = []
        var pauses: [(view: Int, from: Int, to: Int?)] = []
        func isBelow(_ view: Int, _ ancestor: Int) -> Bool {
            var current = parents.indices.contains(view) ? parents[view] : nil
            while let index = current {
                if index == ancestor { return true }
                current = parents[index]
            }
            return false
        }
        func subtree(_ root: Int) -> [Int] { parents.indices.filter { $0 == root || isBelow($0, root) } }
        for (index, step) in script.steps.enumerated() {
            switch step {
            case .makeView(let parent):
                if let parent, !parents.indices.contains(parent) { continue }
                parents.append(parent)
            // A plain sublayer takes an index as a view does, and is kept and stripped with its parent.
            case .makeSublayer(let parent):
                if !parents.indices.contains(parent) { continue }
                parents.append(parent)
            case .enterBackground: occurrences += parents.indices.map { (.backgroundTrip, $0, index) }
            case .detach(let view) where parents.indices.contains(view):
                occurrences += subtree(view).map { (.windowTrip, $0, index) }
            case .technique(let technique) where parents.indices.contains(technique.view):
                let view = technique.view
                let element: TechniqueElement
                switch technique.operation {
                case .pause:
                    element = .pause
                    if !pauses.contains(where: { $0.view == view && $0.to == nil }) {
                        pauses.append((view, index, nil))
                    }
                case .resume:
                    element = .pause
                    if let open = pauses.lastIndex(where: { $0.view == view && $0.to == nil }) {
                        pauses[open].to = index
                    }
                case .changeSpeed: element = .speedChange
                case .store, .restore: element = .store
                case .preserve: element = .preserve
                case .reinstall: element = .reinstall
                case .installScrubber, .scrub: element = .scrub
                case .releaseScrub: element = .release
                case .addWithClosures: element = .closures
                // Bookkeeping calls act with no timing of their own: no pair to count.
                case .discard, .setResumeSpeed, .inspect, .uninstall, .reinstallMissing, .reinstallScrubber,
                    .invalidate, .invalidateAll:
                    continue
                }
                occurrences.append((element, view, index))
            default: break
            }
        }
        var found: Set<TechniquePair> = []
        for (i, a) in occurrences.enumerated() {
            for b in occurrences[(i + 1)...] {
                if a.view == b.view {
                    if a.element != b.element { found.insert(TechniquePair(a.element, b.element, .sameLayer)) }
                } else if isBelow(a.view, b.view) || isBelow(b.view, a.view) {
                    found.insert(TechniquePair(a.element, b.element, .parentAndChild))
                }
            }
        }
        for pause in pauses {
            for other in occurrences where other.element != .pause || other.view != pause.view {
                let relation: TechniquePairRelation?
                if other.view == pause.view {
                    if other.step < pause.from {
                        relation = .beforePause
                    } else if other.step > pause.from && pause.to.map({ other.step < $0 }) ?? true {
                        relation = .whilePaused
                    } else if let to = pause.to, other.step > to {
                        relation = .afterResume
                    } else {
                        relation = nil
                    }
                } else if isBelow(other.view, pause.view), other.step > pause.from,
                    pause.to.map({ other.step < $0 }) ?? true
                {
                    relation = .whileAncestorPaused
                } else {
                    relation = nil
                }
                if let relation { found.insert(TechniquePair(.pause, other.element, relation)) }
            }
        }
        return found
    }

    /// The pairs each law's generator reaches over a default run (the suite's seed for the law
    /// and `cases` cases), for the laws the table names.
    public static func reached(
        cases: Int = SuiteConfiguration.reportCases, seed: UInt64 = SuiteConfiguration.defaultSeed
    ) -> [String: Set<TechniquePair>] {
        var configuration = SuiteConfiguration()
        configuration.seed = seed
        var reached: [String: Set<TechniquePair>] = [:]
        for id in Set(required.map(\.law)).sorted() {
            guard let law = LawCatalog.law(id) else { continue }
            var check = CheckConfiguration()
            check.cases = cases
            check.seed = configuration.seed(for: id)
            var pairs: Set<TechniquePair> = []
            _ = PropertyTesting.check(law.ownGenerator(), configuration: check) { script in
                pairs.formUnion(Self.pairs(in: script))
                return true
            }
            reached[id] = pairs
        }
        return reached
    }
}
