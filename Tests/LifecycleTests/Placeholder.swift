// LifecycleTests: tests mirror the sources of their module.
