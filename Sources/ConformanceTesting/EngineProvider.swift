import Conformance

/// A type that names the engine under test, so that a child process can build it again.
///
/// Containment under `swift test` runs each law in a child process that Swift Testing starts
/// (an exit test). A child cannot be handed an engine or a closure, only values; it is handed
/// this type's name and builds the engine from ``engine``. Conform a type with no stored state:
///
/// ```swift
/// enum MyEngineUnderTest: EngineProvider {
///     static let engine = EngineFactory(name: "mine") { MyEngine() }
/// }
///
/// @Test(arguments: LawCatalog.all.map(\.id))
/// func conformance(_ law: String) async throws {
///     try await ConformanceTesting.check(law: law, engine: MyEngineUnderTest.self)
/// }
/// ```
///
/// ``engine`` must give the same factory (same name, same engines) every time it is read, in
/// every process: the child checks the name against the parent's.
public protocol EngineProvider {
    /// The engine the laws run against.
    static var engine: EngineFactory { get }
}
