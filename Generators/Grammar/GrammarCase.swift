import Scripts

/// One command the grammar drew: its rule, its step, and what reach needs to know about it.
public struct GrammarCommand: Equatable, Sendable {
    /// The rule that drew it.
    public var rule: GrammarRule
    /// The views it acts on (for a move, the view and its new parent).
    public var touched: [Int]
    /// The views related to them when it was drawn: themselves, their ancestors and descendants.
    public var related: Set<Int>
    /// How many advances that moved the clock came before it: two commands have time between
    /// them when their marks differ.
    public var timeMark: Int
    /// The commands of a reentry, which run inside its trigger.
    public var inner: [GrammarCommand]
}

/// One generated case: the swarm it drew, its commands and the script they make.
///
/// The script's first step makes a root view, so every rule has a view to act on; each later
/// top-level step is one command, in order.
public struct GrammarCase {
    /// The rules this case enabled and their weights.
    public var swarm: GrammarSwarm
    /// The commands, one per step after the first.
    public var commands: [GrammarCommand]
    /// The script.
    public var script: Script
}
