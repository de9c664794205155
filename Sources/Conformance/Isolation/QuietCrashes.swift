// Foundation brings the system's C library (Darwin, Glibc, Musl or Android).
import Foundation

/// Keeps the system from recording the crashes of a child process of containment.
///
/// A child's trap is expected: the parent reports it, with the child's standard error, and shrinks
/// it by starting up to ``ContainedLaw/shrinkBudget`` more children that may trap too. What the
/// system does with a crash (a crash report, a core file) is then slow and fills the disk, so a
/// child turns it off for itself before it runs the engine.
enum QuietCrashes {
    /// Turns crash reports (macOS) or core files (Linux and the other Unix systems) off for this process.
    static func turnOn() {
        #if os(macOS)
        // No corpse notification, so ReportCrash writes no `.ips` report of this process: what
        // swift-testing's exit tests do in their child. `task_self_trap()` is the port that
        // `mach_task_self()` names; that macro reads the C global `mach_task_self_`, which Swift 6
        // refuses to read (shared mutable state).
        _ = task_set_exception_ports(
            task_self_trap(), exception_mask_t(EXC_MASK_CORPSE_NOTIFY), mach_port_t(MACH_PORT_NULL),
            exception_behavior_t(EXCEPTION_DEFAULT), thread_state_flavor_t(THREAD_STATE_NONE))
        #elseif canImport(Darwin)
        // Nothing to do, and nothing allowed: iOS, tvOS, watchOS and visionOS cannot start child
        // processes (``ChildProcessRunner/canStartProcesses``), so no child of containment runs
        // there, and tvOS and watchOS mark `task_set_exception_ports` unavailable.
        #elseif os(Linux) && canImport(Glibc)
        // No core file (glibc declares the resource as an enum).
        var limit = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
        // No core file (Musl, Bionic and the BSDs declare the resource as an `int`).
        var limit = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(RLIMIT_CORE, &limit)
        #else
        // Nothing to do: the library does not build on the other systems (Windows, WASI, …), where
        // `OutputPath` stops with `#error`, so no child of containment ever gets here.
        #endif
    }
}
