// The whole `conformance` command for the tween engine: every flag, --replay,
// formats, artifacts and the failure database, with replay lines that name this runner.
import Conformance
import Foundation
import TweenEngine

let tween = EngineFactory(name: "tween", summary: "the example tween engine") { TweenEngine() }

exit(
    SuiteCommand.run(
        Array(CommandLine.arguments.dropFirst()), engines: [tween], commandName: "swift run tween-conformance"))
