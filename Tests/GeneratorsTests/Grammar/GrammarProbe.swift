import Generators
import Testing

@Suite struct GrammarProbe {
    @Test func probe() {
        let reach = GrammarReach.measure(cases: 1000, seed: 1)
        print(reach.textReport())
    }
}
