// MLIR bytecode facet does not read, or that is broken, gets one error,
// `file:0:0: error: bad bytecode: why` (MLIR locates a bytecode file so),
// and nothing is compiled: a cut file, a version newer than 6, an unknown
// section, a dialect attribute in its dialect's own encoding (facet reads
// the builtin dialect's and text), an attribute that contains itself, a
// value out of range, properties of a registered op that do not fit its
// ODS layout or of an op facet has no layout for. The broken files are
// written by tests/lit/import/Inputs/bytecode/gen_versions.py.
// RUN: head -c 300 %S/../import/Inputs/bytecode/torch.mlirbc > %t.cut.mlirbc
// RUN: not facet-opt %t.cut.mlirbc 2>&1 | FileCheck %s --check-prefix=CUT
// RUN: rm -f %t.facet
// RUN: not facet-compile %t.cut.mlirbc -o %t.facet 2>&1 | FileCheck %s --check-prefix=CUT
// RUN: test ! -e %t.facet
// CUT: cut.mlirbc:0:0: error: bad bytecode: 592 bytes expected at offset 166, 134 left

// RUN: printf 'ML\357R\017x\000' > %t.v7.mlirbc
// RUN: not facet-opt %t.v7.mlirbc 2>&1 | FileCheck %s --check-prefix=V7
// V7: v7.mlirbc:0:0: error: bad bytecode: version 7 is newer than the versions facet reads (0 to 6)

// RUN: printf 'ML\357R\003x\000\177\001' > %t.sec.mlirbc
// RUN: not facet-opt %t.sec.mlirbc 2>&1 | FileCheck %s --check-prefix=SEC
// SEC: sec.mlirbc:0:0: error: bad bytecode: unknown section id 127

// RUN: printf 'ML\357R\003x' > %t.prod.mlirbc
// RUN: not facet-opt %t.prod.mlirbc 2>&1 | FileCheck %s --check-prefix=PROD
// PROD: prod.mlirbc:0:0: error: bad bytecode: the producer string has no end

// RUN: not facet-opt %S/../import/Inputs/bytecode/bad_dialect_attr.mlirbc 2>&1 | FileCheck %s --check-prefix=DIALECT
// DIALECT: bad_dialect_attr.mlirbc:0:0: error: bad bytecode: attribute 9 is in the 'torch' dialect's own encoding, which facet does not read

// RUN: not facet-opt %S/../import/Inputs/bytecode/bad_cycle.mlirbc 2>&1 | FileCheck %s --check-prefix=CYCLE
// CYCLE: bad_cycle.mlirbc:0:0: error: bad bytecode: attribute 9 refers to itself

// RUN: not facet-opt %S/../import/Inputs/bytecode/bad_value.mlirbc 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: bad_value.mlirbc:0:0: error: bad bytecode: value index 9 out of range

// RUN: not facet-opt %S/../import/Inputs/bytecode/bad_ods.mlirbc 2>&1 | FileCheck %s --check-prefix=ODS
// ODS: bad_ods.mlirbc:0:0: error: bad bytecode: the properties of 'func.func' are in its own (ODS) encoding, which facet reads differently (an LLVM version it does not know?)

// RUN: not facet-opt %S/../import/Inputs/bytecode/bad_unknown_ods.mlirbc 2>&1 | FileCheck %s --check-prefix=NOODS
// NOODS: bad_unknown_ods.mlirbc:0:0: error: bad bytecode: the properties of 'torch.aten.exp' are in its own (ODS) encoding, which facet does not read for this op

// The text a bytecode file becomes is what later diagnostics show: an op
// facet refuses is located in it (facet-opt --bytecode-text prints it).
// RUN: not facet-opt %S/../import/Inputs/bytecode/bad_import.mlirbc 2>&1 | FileCheck %s --check-prefix=IMPORT
// IMPORT: bad_import.mlirbc:4:5: error: torch.constant.int needs an integer literal
// IMPORT-NEXT: %v2 = "torch.constant.int"() : () -> (!torch.int)
