#!/usr/bin/env python3
"""Rewrites the torch ops of a torch-dialect MLIR file (torch-mlir's custom
form, one op a line) into MLIR's generic op form, as
`mlir-opt --mlir-print-op-generic` prints them: with properties (`<{...}>`,
MLIR 17+) or, with --attributes, attribute dictionaries (older MLIR).

  %0 = torch.aten.add.Tensor %a, %b, %int1 : T, T, !torch.int -> T
    ->  %0 = "torch.aten.add.Tensor"(%a, %b, %int1) : (T, T, !torch.int) -> T
  %int1 = torch.constant.int 1
    ->  %int1 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
  %r:2 = torch.operator "torch.aten.X"(%a) : (T) -> (T, U)
    ->  %r:2 = "torch.operator"(%a) <{name = "torch.aten.X"}> : (T) -> (T, U)
  util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<2xf32>
    ->  "util.global"() <{initial_value = ..., sym_name = "w", ...}> : () -> ()
  %w = util.global.load @w : tensor<2xf32>
    ->  %w = "util.global.load"() <{global = @w}> : () -> tensor<2xf32>

Other lines are kept. Prints the file to stdout and the count of rewritten
ops to stderr. Used by tests/e2e/generic_all_ops.sh and
cnn_models.sh (util.global and util.global.load too).

  python3 to_generic.py [--attributes] IN.mlir > OUT.mlir
"""
import re
import sys

CONST_TYPES = {"int": ("i64", "!torch.int"), "float": ("f64", "!torch.float"),
               "bool": (None, "!torch.bool"), "str": (None, "!torch.str"),
               "device": (None, "!torch.Device")}


def split_top(s):
    """Splits s at the commas outside brackets and strings."""
    out, depth, cur, quoted = [], 0, "", False
    for ch in s:
        if ch == '"':
            quoted = not quoted
        if not quoted and ch in "<[({":
            depth += 1
        elif not quoted and ch in ">])}":
            depth -= 1
        if ch == "," and depth == 0 and not quoted:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def props(text, attributes):
    return " {%s}" % text if attributes else " <{%s}>" % text


def rewrite(line, attributes):
    m = re.match(r"^(\s*)(%[\w.$-]+(?::\d+)?) = (torch\.constant\.(\w+)) ?(.*)$", line)
    if m:
        ind, res, name, kind, value = m.groups()
        value = value.strip()
        if kind == "none":
            return '%s%s = "%s"() : () -> !torch.none' % (ind, res, name)
        if kind not in CONST_TYPES or not value:
            return None
        attr_type, result = CONST_TYPES[kind]
        attr = "%s : %s" % (value, attr_type) if attr_type else value
        return '%s%s = "%s"()%s : () -> %s' % (ind, res, name, props("value = " + attr, attributes), result)
    m = re.match(r'^(\s*)(%[\w.$-]+(?::\d+)?) = torch\.operator ("[^"]+")\((.*?)\) : (\(.*)$', line)
    if m:
        ind, res, real, operands, sig = m.groups()
        return '%s%s = "torch.operator"(%s)%s : %s' % (ind, res, operands, props("name = " + real, attributes), sig)
    m = re.match(r'^(\s*)util\.global private (@"?[^" ]+"?) = (.*) : (\S+)$', line)
    if m:
        ind, sym, init, typ = m.groups()
        attrs = "initial_value = %s : %s, sym_name = %s, sym_visibility = \"private\", type = %s" % (
            init, typ, sym[1:] if sym[1] == '"' else '"%s"' % sym[1:], typ)
        return '%s"util.global"()%s : () -> ()' % (ind, props(attrs, attributes))
    m = re.match(r"^(\s*)(%[\w.$-]+) = util\.global\.load (@\S+) : (\S+)$", line)
    if m:
        ind, res, sym, typ = m.groups()
        return '%s%s = "util.global.load"()%s : () -> %s' % (ind, res, props("global = " + sym, attributes), typ)
    m = re.match(r"^(\s*)(%[\w.$-]+(?::\d+)?) = (torch\.vtensor\.literal)\((.*)\) : (.*)$", line)
    if m:
        ind, res, name, value, result = m.groups()
        return '%s%s = "%s"()%s : () -> %s' % (ind, res, name, props("value = " + value, attributes), result)
    # %r = torch.X %a, %b : T1, T2 -> R   (or ListConstruct's `: (T1, T2) -> R`)
    m = re.match(r"^(\s*)(%[\w.$-]+(?::\d+)?) = (torch(?:_c)?\.[\w.]+) (%[^:]*?) : (.*)$", line)
    if not m:
        return None
    ind, res, name, operands, sig = m.groups()
    if name.startswith("torch.constant.") or name in ("torch.symbolic_int", "torch.bind_symbolic_shape"):
        return None
    sig_in, sig_out = (sig.split("->", 1) + [""])[:2] if "->" in sig else (None, None)
    if sig_in is None:
        return None
    ins = sig_in.strip()
    if ins.startswith("(") and ins.endswith(")"):
        ins = ins[1:-1]
    outs = sig_out.strip()
    if not re.fullmatch(r"(%[\w.$-]+(#\d+)?)(, %[\w.$-]+(#\d+)?)*", operands.strip()):
        return None
    if len(split_top(ins)) != len(operands.split(",")):
        return None
    if not outs.startswith("(") and len(split_top(outs)) > 1:
        outs = "(%s)" % outs
    return '%s%s = "%s"(%s) : (%s) -> %s' % (ind, res, name, operands.strip(), ins, outs)


def main():
    args = sys.argv[1:]
    attributes = "--attributes" in args
    path = [a for a in args if not a.startswith("--")][0]
    count = 0
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            new = rewrite(line, attributes)
            if new is not None:
                count += 1
                line = new
            print(line)
    print(count, file=sys.stderr)


if __name__ == "__main__":
    main()
