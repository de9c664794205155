import Generators
import Scripts

extension LawViolation {
    /// The signature of a script a law cannot read: never a pass, never a crash.
    public static let shapeSignature = "the script does not have the shape this law reads"

    /// A script of a shape the law's check cannot read (only ever a script its own generator did
    /// not make, such as a hand-edited one or one with a step deleted).
    static func shape(_ what: String) -> LawViolation {
        LawViolation("\(shapeSignature): \(what)", signature: shapeSignature)
    }

    /// Whether this violation says the script could not be read rather than that the rule broke.
    public var isShapeError: Bool { signature == Self.shapeSignature }
}

extension Script {
    /// The step at `index`, or a shape error when there is none.
    func step(_ index: Int) throws -> Step {
        guard steps.indices.contains(index) else { throw LawViolation.shape("no step \(index)") }
        return steps[index]
    }
}

extension Trace {
    /// The observation after step `index`, or a shape error when there is none.
    func observation(_ index: Int) throws -> StepObservation {
        guard index >= 0, index < steps.count else { throw LawViolation.shape("no observation after step \(index)") }
        return steps[index]
    }
}
