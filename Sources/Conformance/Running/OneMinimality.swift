import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// Whether a shrunk failing script is 1-minimal: deleting any one of its steps makes the failure
/// go away, so every step it prints plays a part.
public enum OneMinimality {
    /// The indices of the steps of `script` that can be deleted while `law` still fails on the
    /// engine under test with the same signature: empty when the script is 1-minimal.
    public static func removableSteps(of script: Script, law: Law, engine: EngineFactory, tolerance: Double = 1e-6)
        -> [Int]
    {
        let context = LawContext(engine: engine, reference: .reference(profile: engine.profile), tolerance: tolerance)
        let signature: String
        do {
            try law.verify(script, in: context)
            return []
        } catch {
            signature = FailureSignature.of(error, script: script)
        }
        // The same test the deletion pass uses: the same failure on the engine, a pass on the reference.
        return script.steps.indices.filter { index in
            var shorter = script.steps
            shorter.remove(at: index)
            return StepDeletion.stillFails(script.withSteps(shorter), law: law, context: context, signature: signature)
        }
    }

    /// The script a failure's replay token (`LAW-ID@tape` or `LAW-ID/VARIANT@tape`) stands for.
    public static func script(replaying token: String, law: Law, capabilities: EngineCapabilities) -> Script? {
        guard let parsed = try? SuiteToken(token), parsed.lawID == law.id else { return nil }
        return try? parsed.script(law, capabilities: capabilities)
    }
}
