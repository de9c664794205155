import MediaTiming

/// A lifecycle script: a list of steps that a driver runs against any engine through the host.
///
/// Scripts are data. Views (each backed by one layer) and plain sublayers are named in one index
/// space by the order in which ``Step/makeView(parent:)``, ``HostStep/makeDetachedView`` and
/// ``Step/makeSublayer(parent:)`` steps create them, so a script means the same thing on every
/// engine and prints as code that rebuilds it. The host starts with one window, active, at media time 0;
/// a view made without a parent is a root view in that window.
public struct Script {
    /// The steps in order.
    public var steps: [Step] {
        didSet { drawnFrom = nil }
    }
    /// Whether the one grammar of every call drew it, rather than a law's own generator.
    ///
    /// A law checked on the grammar's runs reads this to judge the script by its invariant
    /// instead of its own check, which reads the typed scenario of its own generator. It is not
    /// part of a script's equality and survives step deletion, which edits ``steps`` only.
    public var isGrammarCase = false
    /// What the script was drawn from, while its steps are as drawn; any change to the steps clears it.
    ///
    /// A generator is deterministic, so two scripts drawn by one generator from the same choices
    /// are the same script: a memo of runs can key on this instead of reading every step.
    public var drawnFrom: DrawnCase?

    /// Creates a script from its steps.
    public init(_ steps: [Step]) { self.steps = steps }

    /// This script with other steps, drawn by the same generator (a shrink's or an edit's result).
    public func withSteps(_ steps: [Step]) -> Script {
        var copy = self
        copy.steps = steps
        return copy
    }

    /// How many views the script makes, inside reentrant steps included (which may never run);
    /// plain sublayers are not views and are not counted (``layerCount`` counts them too).
    public var viewCount: Int { count { if case .makeView = $0 { true } else { false } } }

    /// How many layers the script makes in the index space steps name them by: its views
    /// (detached ones included) and its plain sublayers (``Step/makeSublayer(parent:)``), inside
    /// reentrant steps included.
    public var layerCount: Int {
        count {
            switch $0 {
            case .makeView, .makeSublayer, .host(.makeDetachedView): true
            default: false
            }
        }
    }

    /// How many steps, inside reentrant steps included, `isCounted` holds for.
    private func count(_ isCounted: (Step) -> Bool) -> Int {
        func count(_ steps: [Step]) -> Int {
            steps.reduce(0) { total, step in
                if case .reentrant(_, let inner) = step { return total + count(inner) }
                return total + (isCounted(step) ? 1 : 0)
            }
        }
        return count(steps)
    }

    /// Every key path the script animates or sets, in order of first use; what the driver observes.
    public var keyPaths: [String] {
        var seen: [String] = []
        func note(_ path: String?) {
            if let path, !path.isEmpty, !seen.contains(path) { seen.append(path) }
        }
        func note(_ animation: Animation) {
            note(animation.keyPath)
            for child in animation.children { note(child) }
        }
        func note(_ steps: [Step]) {
            for step in steps {
                switch step {
                case .setModelValue(_, let keyPath, _): note(keyPath)
                case .add(_, _, let animation): note(animation)
                case .technique(let technique): technique.animation.map(note)
                case .reentrant(_, let inner): note(inner)
                default: break
                }
            }
        }
        note(steps)
        return seen
    }
}

/// The generator and the choices a script was drawn from (``Script/drawnFrom``).
public struct DrawnCase: Hashable, Sendable {
    /// Names the generator and everything it was made with (capabilities, variant).
    public var generator: String
    /// The choices the generator drew, in order.
    public var choices: [UInt64]

    /// Creates the description of a draw.
    public init(generator: String, choices: [UInt64]) {
        self.generator = generator
        self.choices = choices
    }
}

extension Script: ExpressibleByArrayLiteral {
    /// Creates a script from a literal list of steps.
    public init(arrayLiteral steps: Step...) { self.init(steps) }
}

extension Script: Equatable {
    /// Scripts are equal when their steps are.
    public static func == (lhs: Script, rhs: Script) -> Bool { lhs.steps == rhs.steps }
}
