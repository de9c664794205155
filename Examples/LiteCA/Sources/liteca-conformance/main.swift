// The whole `conformance` command for LiteCA through the suite's CALayerEngine: every flag,
// --replay, formats and the failure database, with replay lines that name this runner.
import Conformance
import Foundation
import LiteCAAdapter

let liteCA = EngineFactory(name: "liteca", summary: "the example LiteCA engine through CALayerEngine") {
    CALayerEngine(platform: LiteCAPlatform())
}

exit(
    SuiteCommand.run(
        Array(CommandLine.arguments.dropFirst()), engines: [liteCA], commandName: "swift run liteca-conformance"))
