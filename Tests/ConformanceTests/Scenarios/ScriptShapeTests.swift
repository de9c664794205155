import Conformance
import MediaTiming
import Scripts
import Testing

/// A script of a shape a law's check cannot read (hand-edited, or with steps deleted) is never a
/// pass it did not earn and never a crash: each law either holds on it or throws a violation, and
/// a law that reads fixed positions names the shape problem.
@Suite struct ScriptShapeTests {
    static let context = LawContext(engine: .reference(), reference: .reference(), tolerance: 1e-6)

    static var oddScripts: [Script] {
        [
            [],
            [.commit],
            [.makeView(parent: nil)],
            [.makeView(parent: nil), .advance(by: 1)],
            [.advance(by: 0.5), .makeView(parent: nil), .makeView(parent: 0)],
        ]
    }

    @Test(arguments: LawCatalog.all.map(\.id))
    func everyLawReadsAnOddScriptWithoutCrashing(_ id: String) throws {
        let law = try #require(LawCatalog.law(id))
        for script in Self.oddScripts {
            do {
                try law.verify(script, in: Self.context)
            } catch let violation as LawViolation {
                #expect(!violation.message.isEmpty)
            }
        }
    }

    /// ITER-7 reads an add at step 1 and an advance at step 3: a script without them is a shape
    /// problem, with the signature that says so.
    @Test func aLawReadingFixedPositionsNamesTheShapeProblem() throws {
        let law = try #require(LawCatalog.law("ITER-7"))
        #expect {
            try law.verify([.makeView(parent: nil), .advance(by: 1)], in: Self.context)
        } throws: { error in
            (error as? LawViolation)?.signature == LawViolation.shapeSignature
        }
    }
}
