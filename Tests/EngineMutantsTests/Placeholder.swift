// EngineMutantsTests: tests mirror the sources of their module.
