// Conformance: module root; see the files of this folder.
