#!/usr/bin/env python3
"""Writes small MLIR bytecode files of every version facet reads (0 to 6) and
a few broken ones, for tests/lit/import/bytecode.mlir and
tests/lit/errors/bytecode.mlir.

MLIR 16 (regen.sh) writes version 0 only (its reader reads v0.mlirbc back); the newer layouts are written here
from mlir/docs/BytecodeFormat.md and MLIR's reader: isolated regions in
sections of their own (2), use-list order bytes (3), the op name count and
block arguments without locations (4), registered-op flags and a properties
section (5), segment sizes as sparse arrays (6). Each vN.mlirbc is the module
of versions.mlir:

  func.func @f(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.exp %arg0
    %1 = torch.aten.add.Tensor %0, %arg0, %int1
    return %1
  }

  python3 tests/lit/import/Inputs/bytecode/gen_versions.py [OUT_DIR]
"""
import os
import sys


def varint(v):
    """MLIR's PrefixVarInt: n zero bits then a one in the first byte mean n
    more bytes; a first byte of 0 means eight more."""
    for n in range(8):
        if v < 1 << (7 * (n + 1)):
            return ((v << (n + 1)) | (1 << n)).to_bytes(n + 1, "little")
    return b"\0" + v.to_bytes(8, "little")


def section(sid, data):
    return bytes([sid]) + varint(len(data)) + data


class Writer:
    def __init__(self, version):
        self.version = version
        self.strings = []

    def s(self, text):
        if text not in self.strings:
            self.strings.append(text)
        return self.strings.index(text)

    def string_section(self):
        out = varint(len(self.strings))
        for t in reversed(self.strings):
            out += varint(len(t.encode()) + 1)
        for t in self.strings:
            out += t.encode() + b"\0"
        return out


def module(version, broken=None):
    w = Writer(version)
    v = version
    dialects = ["builtin", "func", "torch"]
    # op names: (dialect, name, registered)
    ops = [(0, "module", 1), (1, "func", 1), (1, "return", 1), (2, "constant.int", 1),
           (2, "aten.exp", 0), (2, "aten.add.Tensor", 0)]
    if broken == "unknown_ods":
        ops[4] = (2, "aten.exp", 1)
    dsec = varint(len(dialects))
    for d in dialects:
        dsec += varint(w.s(d) << 1) if v >= 1 else varint(w.s(d))
    if v >= 4:
        dsec += varint(len(ops))
    for d in range(len(dialects)):
        group = [o for o in ops if o[0] == d]
        dsec += varint(d) + varint(len(group))
        for _, name, reg in group:
            dsec += varint(w.s(name) << 1 | reg) if v >= 5 else varint(w.s(name))
    # attributes: (dialect, custom, bytes)
    attrs = []

    def attr(dialect, custom, data):
        attrs.append((dialect, custom, data))
        return len(attrs) - 1

    loc = attr(0, 1, varint(15))                               # UnknownLoc
    a_f = attr(0, 1, varint(2) + varint(w.s("f")))             # "f"
    a_symname = attr(0, 1, varint(2) + varint(w.s("sym_name")))
    a_ftype_key = attr(0, 1, varint(2) + varint(w.s("function_type")))
    a_ftype = attr(0, 1, varint(6) + varint(1))                # TypeAttr(type 1)
    a_fdict = attr(0, 1, varint(1) + varint(2) + varint(a_ftype_key) + varint(a_ftype) +
                   varint(a_symname) + varint(a_f))
    a_one = attr(0, 1, varint(8) + varint(3) + varint(2))      # 1 : i64 (zigzag 2)
    a_value_key = attr(0, 1, varint(2) + varint(w.s("value")))
    a_cdict = attr(0, 1, varint(1) + varint(1) + varint(a_value_key) + varint(a_one))
    if broken == "dialect_attr":  # a torch attribute in torch's own encoding
        a_one = attr(2, 1, varint(0))
        a_cdict = attr(0, 1, varint(1) + varint(1) + varint(a_value_key) + varint(a_one))
    if broken == "cycle":  # an array that contains itself
        a_one = attr(0, 1, varint(0) + varint(1) + varint(len(attrs)))
        a_cdict = attr(0, 1, varint(1) + varint(1) + varint(a_value_key) + varint(a_one))
    # types: 0 vtensor (text), 1 function, 2 !torch.int (text), 3 i64
    types = [(2, 0, b"!torch.vtensor<[2],f32>\0"),
             (0, 1, varint(2) + varint(1) + varint(0) + varint(1) + varint(0)),
             (2, 0, b"!torch.int\0"),
             (0, 1, varint(0) + varint(64 << 2))]
    atsec, offs = b"", varint(len(attrs)) + varint(len(types))
    for table in (attrs, types):
        i = 0
        while i < len(table):  # one group per run of the same dialect
            j = i
            while j < len(table) and table[j][0] == table[i][0]:
                j += 1
            offs += varint(table[i][0]) + varint(j - i)
            for d, custom, data in table[i:j]:
                offs += varint(len(data) << 1 | custom)
                atsec += data
            i = j
    # properties (v5+): func.func's and torch.constant.int's, ODS encoded
    props = []
    if v >= 5:
        fprops = varint(0) + varint(a_ftype) + varint(0) + varint(0) + varint(a_f) + varint(0)
        if broken == "ods":
            fprops += varint(0)
        props = [fprops, varint(a_one), varint(0)]

    def op(name, loc_, attrs_=None, prop=None, results=(), operands=(), regions=None):
        mask = (1 if attrs_ is not None else 0) | (2 if results else 0) | (4 if operands else 0)
        mask |= (0x10 if regions is not None else 0) | (0x40 if prop is not None else 0)
        out = varint(name) + bytes([mask]) + varint(loc_)
        if attrs_ is not None:
            out += varint(attrs_)
        if prop is not None:
            out += varint(prop)
        if results:
            out += varint(len(results)) + b"".join(varint(t) for t in results)
        if operands:
            out += varint(len(operands)) + b"".join(varint(x) for x in operands)
        if regions is not None:
            isolated, body = regions
            out += varint(1 << 1 | isolated)
            out += section(4, body) if v >= 2 and isolated else body
        return out

    def block(ops_, args=()):
        out = varint(len(ops_) << 1 | (1 if args else 0))
        if args:
            out += varint(len(args))
            for t in args:
                out += varint(t << 1) if v >= 4 else varint(t) + varint(loc)
            if v >= 3:
                out += b"\0"  # no use-list orders
        return out + b"".join(ops_)

    const = op(3, loc, a_cdict if v < 5 else None, 1 if v >= 5 else None, results=[2])
    if broken == "import":  # torch.constant.int without its value
        const = op(3, loc, results=[2])
    exp = op(4, loc, prop=2 if broken == "unknown_ods" else None, results=[0], operands=[0])
    add = op(5, loc, results=[0], operands=[2, 0, 1])
    ret = op(2, loc, operands=[3 if broken != "value" else 9])
    fbody = varint(1) + varint(4) + block([const, exp, add, ret], args=[0])
    func = op(1, loc, a_fdict if v < 5 else None, 0 if v >= 5 else None, regions=(1, fbody))
    mbody = varint(1) + varint(0) + block([func])
    ir = block([op(0, loc, regions=(1, mbody))])
    out = b"ML\xefR" + varint(v) + b"facet gen_versions.py\0"
    out += section(0, w.string_section()) + section(1, dsec) + section(2, atsec)
    out += section(3, offs) + section(4, ir)
    if props:
        p = varint(len(props)) + b"".join(varint(len(x)) + x for x in props)
        out += section(8, p)
    return out


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for v in range(7):
        with open(os.path.join(out, "v%d.mlirbc" % v), "wb") as f:
            f.write(module(v))
    for broken, v in [("dialect_attr", 1), ("cycle", 1), ("value", 4), ("ods", 6), ("unknown_ods", 6),
                      ("import", 1)]:
        with open(os.path.join(out, "bad_%s.mlirbc" % broken), "wb") as f:
            f.write(module(v, broken))


if __name__ == "__main__":
    main()
