// frontend_internal.h: what the files of src/frontend share (the public
// part is frontend.h): MLIR text -> a generic syntax tree (lexer.c,
// parser.c), and that tree -> graph IR (import.c, with one handler per
// torch op in import_ops.c and the reader of facet's own ops, as
// facet-opt prints them, in import_facet.c); load.c does both for a file.
//
// The parser knows MLIR's generic structure, not each dialect's grammar:
// every op becomes an ast_op with its results, its name, the items that
// follow the name (operands, attributes, keywords, groups, regions) and a
// trailing type signature. import.c gives the items meaning per op.
#ifndef FACET_FRONTEND_INTERNAL_H
#define FACET_FRONTEND_INTERNAL_H

#include "frontend.h"

typedef struct ast_type ast_type;
typedef struct ast_attr ast_attr;
typedef struct ast_op ast_op;
typedef struct ast_region ast_region;

//
// types
//
typedef enum {
  AST_TYPE_VTENSOR,   // !torch.vtensor<[2,?,5120],f16>  (has_shape false: !torch.vtensor)
  AST_TYPE_TTENSOR,   // !torch.tensor<...>  (mutable torch tensor)
  AST_TYPE_TENSOR,    // tensor<2x?x5120xf16>
  AST_TYPE_TORCH_INT, // !torch.int
  AST_TYPE_TORCH_FLOAT,
  AST_TYPE_TORCH_BOOL,
  AST_TYPE_TORCH_NONE,
  AST_TYPE_TORCH_STR,
  AST_TYPE_TORCH_DEVICE,
  AST_TYPE_TORCH_LIST,     // !torch.list<elem>
  AST_TYPE_TORCH_OPTIONAL, // !torch.optional<elem>
  AST_TYPE_SCALAR,         // builtin i1, i8, si64, ui8, f16, bf16, f32, f64 (see `elem`)
  AST_TYPE_INDEX,          // index
  AST_TYPE_FUNCTION,       // (inputs) -> results
  AST_TYPE_OTHER,          // anything else, kept as text (!dialect.foo<...>)
} ast_type_kind;

struct ast_type {
  ast_type_kind kind;
  loc where;
  const char *text; // the type as written, whitespace-normalised
  // tensors
  bool has_shape;
  int rank;
  int64_t *dims;         // rank entries, -1 for ?
  dtype elem;            // element type (DT_INVALID if unknown)
  const char *elem_text; // element as written ("f16", "si64", "complex<f32>")
  // list / optional: element type
  ast_type *inner;
  // function
  int input_count, result_count;
  ast_type **inputs, **results;
  // in an op signature, `tensor<?x8xf16>{%d}`: the values of the dynamic
  // dims (IREE flow ops), VALUE items
  int dim_value_count;
  struct ast_item *dim_values;
};

//
// affine maps: affine_map<(d0, d1)[s0] -> (d0, s0 * 32)>
//
typedef enum {
  AFF_CONST,
  AFF_DIM,
  AFF_SYM,
  AFF_ADD,
  AFF_MUL,
  AFF_FLOORDIV,
  AFF_CEILDIV,
  AFF_MOD,
  AFF_NEG
} aff_kind;

typedef struct aff_expr aff_expr;
struct aff_expr {
  aff_kind kind;
  int64_t value;       // AFF_CONST value; AFF_DIM / AFF_SYM position
  aff_expr *lhs, *rhs; // AFF_NEG uses lhs
};

typedef struct ast_affine_map {
  int dim_count, sym_count;
  int result_count;
  aff_expr **results;
} ast_affine_map;

//
// attributes
//
typedef enum {
  AST_ATTR_INT,   // 2, -1, 0x10, true/false are AST_ATTR_BOOL
  AST_ATTR_FLOAT, // 1.5, 1e-5, 0xFF800000 when typed as float, inf/nan
  AST_ATTR_BOOL,
  AST_ATTR_STRING, // "s1"  (unescaped bytes in str, length str_len)
  AST_ATTR_UNIT,   // a bare name in a dict: {torch.assume_strict_symbolic_shapes}
  AST_ATTR_ARRAY,  // [a, b, ...]
  AST_ATTR_DICT,   // {name = attr, ...}
  AST_ATTR_AFFINE_MAP,
  AST_ATTR_TYPE,           // a type used as an attribute
  AST_ATTR_SYMBOL,         // @name or @a::@b
  AST_ATTR_DENSE,          // dense<...> : type
  AST_ATTR_DENSE_RESOURCE, // dense_resource<name> : type
  AST_ATTR_OPAQUE,  // #dialect.name<...> kept as text (e.g. #stream.parameter.named<"m"::"k">)
  AST_ATTR_KEYWORD, // a bare identifier where an attribute was expected
} ast_attr_kind;

typedef struct ast_named_attr {
  const char *name;
  ast_attr *value;
  loc where;
} ast_named_attr;

struct ast_attr {
  ast_attr_kind kind;
  loc where;
  int64_t i;       // INT, BOOL
  double f;        // FLOAT (also set for INT)
  const char *str; // STRING bytes, SYMBOL name, KEYWORD, OPAQUE text, resource name
  size_t str_len;
  int count;               // ARRAY / DICT / DENSE elements
  ast_attr **elems;        // ARRAY elements, DENSE elements (flattened; splat = 1)
  ast_named_attr *entries; // DICT
  ast_affine_map *map;     // AFFINE_MAP
  ast_type *type;          // TYPE, or the `: type` after a literal / dense
  // added by parser.c:
  bool hex;       // INT/FLOAT written 0x...: i holds the raw bits (see parser notes)
  bool negated;   // the literal was written with a leading minus
  ast_attr *blob; // DENSE_RESOURCE: the module resource of that name, NULL if absent
};

//
// ops
//
typedef enum {
  AST_ITEM_VALUE,       // %x, %x#1
  AST_ITEM_SYMBOL,      // @name
  AST_ITEM_ATTR,        // literal or attribute (including #alias, affine_map<...>)
  AST_ITEM_KEYWORD,     // bare identifier: ins, outs, private, attributes, to ...
  AST_ITEM_DICT,        // {name = attr, ...} (attribute dictionary)
  AST_ITEM_GROUP,       // ( ... ) or [ ... ] of items, commas dropped
  AST_ITEM_TYPED_VALUE, // %arg0: type (in function signatures and ins(...))
  AST_ITEM_REGION,
  AST_ITEM_ARROW, // ->
  AST_ITEM_EQUAL, // =
  AST_ITEM_TYPE,  // a type in item position (e.g. after `->` in func.func)
} ast_item_kind;

typedef struct ast_item ast_item;
struct ast_item {
  ast_item_kind kind;
  loc where;
  const char *name; // VALUE / TYPED_VALUE: "%x" without "#n"; SYMBOL; KEYWORD
  int result_index; // VALUE: n of %x#n, else 0
  char bracket;     // GROUP: '(' or '['
  int count;        // GROUP items
  ast_item *items;
  ast_attr *attr;     // ATTR; DICT as an AST_ATTR_DICT
  ast_type *type;     // TYPE, TYPED_VALUE
  ast_region *region; // REGION
};

typedef struct ast_result {
  const char *name; // "%x"
  int count;        // %x:2 -> 2
} ast_result;

typedef struct ast_block {
  const char *label; // "^bb0" or NULL for an entry block without label
  int arg_count;
  ast_item *args; // TYPED_VALUE items
  int op_count;
  ast_op **ops;
} ast_block;

struct ast_region {
  loc where;
  int block_count;
  ast_block *blocks;
};

struct ast_op {
  loc where;        // of the first token of the op (result or name)
  const char *name; // "torch.aten.mm", "func.func", "module" (generic form unquoted)
  bool generic;     // written "dialect.op"(...)
  int result_count;
  ast_result *results;
  int item_count; // everything between the name and the type signature
  ast_item *items;
  ast_attr *attrs; // merged attribute dictionary (<{..}>, {..}, attributes {..}); may be NULL
  // the trailing `: types` or `: (types) -> types`
  int operand_type_count;
  ast_type **operand_types;
  int result_type_count;
  ast_type **result_types;
  bool has_result_types; // added: the signature had `->` or `to`; else only operand_types
  int region_count;      // also present as items; listed here for convenience
  ast_region **regions;
};

typedef struct ast_module {
  int op_count; // top-level ops (usually one `module`)
  ast_op **ops;
  hashmap aliases;   // #name / !name -> ast_attr* / ast_type*
  hashmap resources; // dense_resource name -> ast_attr (STRING with blob bytes)
} ast_module;

// lexer.c + parser.c
// Parses `text` (len bytes, need not be NUL-terminated) named `file`.
// Errors go to diag with locations; returns NULL when any error was
// reported. Everything lives in `mem`. Never crashes, recurses at most a
// bounded depth, and runs in time linear in the input.
ast_module *parse_mlir(arena *mem, diag_engine *diag, const char *file, const char *text,
                       size_t len);

// generic_form.c: `op`, written in MLIR's generic form
// ("torch.aten.exp"(%a) ...), rewritten to the items of its custom form for
// the torch, func, util and arith ops the importer reads (the parser calls
// it for every generic op).
void ast_generic_to_custom(arena *mem, ast_op *op);

// bytecode.c (the reader is in frontend.h)
bool bytecode_is(const char *data, size_t len); // starts with the magic "ML\xefR"

// import.c: the torch ops of the graph IR. Returns false after reporting.
bool import_module(ir_context *ctx, const ast_module *m);

//
// import.c / import_ops.c / import_facet.c internals
//
// IV_POISON: the result of an op that failed to import; uses of it fail
// silently, so one error does not cascade into many.
// IV_SCALAR: a scalar known only at run time (tensor.extract of a tensor):
// `tensor` is a rank-0 tensor that holds it. Ops that need a constant
// refuse it (it is none of IV_INT / IV_FLOAT), so it never reads as one.
typedef enum {
  IV_TENSOR,
  IV_INT,
  IV_FLOAT,
  IV_BOOL,
  IV_NONE,
  IV_LIST,
  IV_OTHER,
  IV_POISON,
  IV_SCALAR
} iv_kind;

typedef struct import_value {
  iv_kind kind;
  ir_value *tensor;  // IV_TENSOR; IV_SCALAR: its rank-0 tensor
  const dim_expr *i; // IV_INT (NULL: an integer whose value is unknown)
  double f;          // IV_FLOAT; IV_BOOL as 0 or 1
  int count;         // IV_LIST
  struct import_value **elems;
  // IV_TENSOR of a complex element type, held in its real form: a tensor
  // [dims..., 2] of the part type (real, imaginary) (import_complex.c)
  bool complex;
  const char *str; // IV_OTHER from torch.constant.str: its text
  // IV_BOOL / IV_INT from eq.int of integers not known at import: the two
  // sides, so that an _assert_scalar of it makes them one size
  const dim_expr *eq_lhs, *eq_rhs;
} import_value;

typedef struct importer {
  ir_context *ctx;
  diag_engine *diag;
  const ast_module *mod;
  ir_function *fn;
  hashmap scope; // "%name" or "%name#i" -> import_value*
  bool failed;
  bool poisoned;        // the current op used a poisoned value
  const dim_expr **sub; // symbol -> its alias (NULL: free), for imp_resolve
  int sub_cap, aliases;
  VEC(const ast_op *) unsupported; // ops imported as IR_OP_OPAQUE (dispatch.c reports them)
  // calls are inlined where they are (import.c): the module's functions by
  // name, the functions being imported (outermost first, for recursion),
  // the return values of the body being inlined, and an op budget
  hashmap functions; // "name" -> const ast_op * (func.func / util.func)
  VEC(const ast_op *) inline_stack;
  VEC(import_value *) ret;
  bool returned;
  size_t inlined_ops;
} importer;

#define IMPORT_ERROR(im, where, ...)                                                               \
  do {                                                                                             \
    diag_error((im)->diag, (where), __VA_ARGS__);                                                  \
    (im)->failed = true;                                                                           \
  } while (0)

typedef void (*imp_handler)(importer *im, const ast_op *op);
imp_handler imp_find_handler(const char *op_name); // import_ops.c; NULL if unknown
void imp_opaque(importer *im, const ast_op *op);   // import_ops.c
// import_ops.c: what the facet-dialect reader shares with the torch handlers.
// Appends one graph op of kind over operands[0..n) with result type *type
// (the op's result name and source copied); its result, the op in *out_op.
ir_value *imp_append(importer *im, const ast_op *op, ir_op_kind kind, ir_value **operands, int n,
                     ir_type *type, ir_op **out_op);
// An integer computed from dims, as a rank-0 i64 value (the host program
// computes it).
ir_value *imp_size_value(importer *im, const ast_op *op, const dim_expr *e);
// An affine map's result over symbols syms[0..sym_count) as a dim
// expression; NULL after an error at where (a dimension, a symbol past
// sym_count).
const dim_expr *imp_affine_to_dim(importer *im, const aff_expr *e, const dim_expr **syms,
                                  int sym_count, loc where);
// torch.overwrite.tensor.contents %value overwrites %arg
void import_overwrite(importer *im, const ast_op *op);
// import_facet.c: "facet.<op>"(...) {attrs} : (types) -> type(s), facet's
// graph ops as facet-opt prints them (src/ir/printer.c), read back.
void import_facet_op(importer *im, const ast_op *op);
// import_builtin.c: builtin-tensor, arith, flow and iree ops (tensor.dim,
// tensor.extract_slice, arith.constant, flow.tensor.bitcast, ...) and
// linalg.generic (import_linalg.c); NULL if unknown
imp_handler imp_find_builtin_handler(const char *op_name);
// import_complex.c: does op touch a complex tensor (a declared type or an
// operand)? and the handler of op for complex operands (NULL: none)
bool imp_involves_complex(importer *im, const ast_op *op);
imp_handler imp_find_complex_handler(const char *op_name);
void imp_linalg_generic(importer *im, const ast_op *op); // import_linalg.c
void imp_linalg_fill(importer *im, const ast_op *op);    // import_linalg.c
void imp_linalg_copy(importer *im, const ast_op *op);    // import_linalg.c
// linalg's named convolutions and pools, as their generic form
void imp_linalg_named_window(importer *im, const ast_op *op); // import_linalg.c

// The value of a dense / dense_resource attribute for a static tensor
// type: a splat (one value repeated) or the elements' bytes (row-major,
// little-endian, type->elem). False after a located error.
typedef struct imp_dense {
  bool splat;
  double value;     // splat
  const void *data; // else: bytes
  size_t bytes;
} imp_dense;
bool imp_dense_value(importer *im, const ast_attr *a, const ir_type *type, imp_dense *out);
// A declared tensor type whose dims are all static, as an ir_type.
bool imp_static_type(importer *im, const ast_type *t, const char *what, ir_type *out);

void imp_define(importer *im, const ast_op *op, int result, import_value *v);
import_value *imp_lookup(importer *im, const ast_item *it);
import_value *imp_new_value(importer *im, iv_kind kind);
import_value *imp_tensor_value(importer *im, ir_value *t);
import_value *imp_int_value(importer *im, const dim_expr *e);
import_value *imp_operand(importer *im, const ast_op *op, int n, iv_kind want);
// import.c: the syntax tree's items and attributes (no importer state)
const ast_item *imp_operand_item(const ast_op *op, int n); // n-th VALUE item
// The group after keyword `kw` (`output_shape [...]`, `ins(...)`), or NULL.
const ast_item *imp_keyword_group(const ast_op *op, const char *kw);
int imp_operand_count(const ast_op *op);
bool imp_attr_int(const ast_attr *a, int64_t *out); // an INT or BOOL attribute's value
// The device an affinity names (#hal.device.promise<@__device_N>, anywhere
// inside `a`): N, or -1 when `a` names none. A number of IR_MAX_DEVICES or
// more is an error at `a` (returns -2).
int imp_attr_device(importer *im, const ast_attr *a);
const ast_attr *imp_dict_get(const ast_attr *dict, const char *name); // NULL if absent
const ast_item *imp_first_item(const ast_op *op, ast_item_kind kind); // NULL if none
bool imp_convert_type(importer *im, const ast_type *t, const char *what, ir_type *out);
const dim_expr *imp_resolve(importer *im, const dim_expr *e);
void imp_print_dim(strbuf *sb, const ir_function *fn, const dim_expr *e);
bool imp_unify(importer *im, const dim_expr *actual, const dim_expr *promised, loc where,
               const char *what);
void imp_check_declared(importer *im, const ast_op *op, ir_type *inferred);

//
// lexer.c / parser.c internals (additions; the tree above is unchanged).
//
// What the parser puts in the tree, beyond the comments above:
//  - names keep their sigil: values "%x", symbols "@f" (nested "@a::@b",
//    quoted "@\"a b\"" unescaped to "@a b"), block labels "^bb0".
//  - aliases: module.aliases maps "#name" -> ast_attr* and "!name" ->
//    ast_type*; every use holds that same (shared, read-only) pointer.
//  - a `: types` signature without `->`/`to` fills operand_types only (what
//    the types mean is the op's business); `: A -> B`, `: (A) -> (B)` and
//    `: A to B` (and `: A into B`) fill both and set has_result_types. `} -> types` right
//    after a region (linalg.generic) fills result_types too. When a
//    single-type signature directly follows a literal attribute item
//    (`arith.constant 1.0 : f32`) that attribute's `type` is set as well.
//  - hex literals: kind INT with hex = true and i = the raw bits (two's
//    complement for >= 2^63), f = (double)i, unless typed as a float
//    (`0xFF800000 : f32`): then kind FLOAT, f decoded by the type's width.
//    `torch.constant.float 0xFFF0000000000000` stays INT + hex: the
//    importer reinterprets the 64 bits as a double. As in MLIR, an integer
//    typed as a float must be hex (a decimal one is an error: "add a
//    trailing dot"), without a minus and within the type's width; `1e-5`
//    (no '.') is no MLIR float literal and a lexer error.
//  - dense<...> elements: a run of equal numbers shares one ast_attr.
//    dense<"0x..."> (hex form): count 0, hex = true, str/str_len = bytes.
//  - OPAQUE attrs (#dialect.x<...>, affine_set<...>, <...>): str = the text,
//    whitespace-normalised; elems/count = the string literals found in the
//    body, unescaped (#stream.parameter.named<"model"::"key"> -> "model",
//    "key").
//  - module.resources maps a resource name -> AST_ATTR_STRING whose
//    str/str_len are the blob's data bytes (the 4-byte alignment prefix of
//    the hex blob removed, its value in i); data is 16-byte aligned.
//  - type text: the source with comments dropped and whitespace removed
//    except one space between two identifier characters ("[2,?,5120]").
//  - parse_mlir registers (file, text) with diag unless a source of that
//    name is registered already; text must outlive diag.
//
typedef enum {
  TK_EOF,
  TK_ERROR,
  TK_BARE_ID,   // foo, torch.aten.mm, f16, floordiv
  TK_VALUE_ID,  // %x, %0, %x#1 (the #n is part of the token)
  TK_SYMBOL_ID, // @f, @"quoted"
  TK_CARET_ID,  // ^bb0
  TK_HASH_ID,   // #map, #stream.parameter.named
  TK_BANG_ID,   // !torch.vtensor, !alias
  TK_INT,       // 42, 0x1F (no sign: '-' is its own token)
  TK_FLOAT,     // 1.5, 1.000000e+00
  TK_STRING,    // "..." with escapes still in place
  TK_LPAREN,
  TK_RPAREN,
  TK_LSQUARE,
  TK_RSQUARE,
  TK_LBRACE,
  TK_RBRACE,
  TK_LESS,
  TK_GREATER,
  TK_COMMA,
  TK_COLON,
  TK_COLON_COLON,
  TK_EQUAL,
  TK_ARROW,
  TK_MINUS,
  TK_PLUS,
  TK_STAR,
  TK_QUESTION,
  TK_META_BEGIN /* {-# */,
  TK_META_END /* #-} */,
} tok_kind;

typedef struct token {
  tok_kind kind;
  const char *s;   // first byte in the source
  size_t n;        // length in bytes
  loc where;       // of the first byte
  bool nl_before;  // a newline (or the start of input) precedes it
  const char *msg; // TK_ERROR: what is wrong
  loc err_at;      // TK_ERROR: where (an escape inside a string, say)
} token;

// A lexer over (text, len): never reads past len, never allocates, never
// reports; bad input becomes a TK_ERROR token the parser reports.
typedef struct lexer {
  const char *file, *text;
  size_t len, pos;
  uint32_t line;     // of pos
  size_t line_start; // offset of the first byte of line
} lexer;

void lex_init(lexer *lx, const char *file, const char *text, size_t len, uint32_t first_line);
token lex_next(lexer *lx);
loc lex_loc(const lexer *lx); // of the current position
// tensor<...> dimension list: at the current position (after '<'), reads
// `?x`, `*x` or `<digits>x`. Returns 1 with *dim (-1 for ?, -2 for *), 0
// if no dimension starts here (position unchanged), -1 on error (*msg, *at).
int lex_dim(lexer *lx, int64_t *dim, loc *where, const char **msg, loc *at);
// From the '<' at byte offset `open`, skips a balanced dialect body the way
// MLIR does (<([{ against >)]}, strings skipped, `->` `>=` `<=` no brackets)
// and leaves the lexer after
// the matching '>'. Calls on_string(ctx, token) for each string at depth 1.
// On error returns false with *msg and *at.
bool lex_balanced(lexer *lx, size_t open, int max_depth, const char **msg, loc *at,
                  void (*on_string)(void *ctx, const token *t), void *ctx);
// Decodes a TK_STRING token's escapes into buf (at least t->n bytes); the
// lexer already checked them. Returns the decoded length.
size_t lex_unescape(const token *t, char *buf);
// UTF-8 sequence length at p (1..4), 0 if invalid; reads at most avail bytes.
size_t lex_utf8_len(const unsigned char *p, size_t avail);
// Token values. An INT token as int64 (`neg`: a '-' came before it); hex
// literals give their raw bits with *hex set. False: it does not fit.
bool lex_int_value(const token *t, bool neg, int64_t *out, bool *hex);
double lex_float_value(const token *t); // a TK_FLOAT token, any length
// Source [s, e) as type/attribute text: comments dropped, whitespace
// removed except one space between identifier characters, strings kept.
// out needs e - s + 1 bytes; returns the length (NUL-terminated).
size_t lex_normalize(const char *s, const char *e, char *out);
// A "0x..." string token -> bytes (out needs t->n / 2 bytes). False with
// *bad at the offending character (the token start if it is no hex string).
bool lex_hex_decode(const token *t, unsigned char *out, size_t *len, const char **bad);
// "'text'" (cut, unprintable bytes escaped) or "end of file"; size >= 16.
void lex_describe(const token *t, char *buf, size_t size);

// parser.c
// parse_mlir for one part of a bigger file (--split-input-file): line
// numbers start at first_line. Unlike parse_mlir it does not register the
// source with diag; register the whole file so carets show the right line.
ast_module *parse_mlir_lines(arena *mem, diag_engine *diag, const char *file, const char *text,
                             size_t len, uint32_t first_line);
// Frees the module's two hash maps (everything else is in the arena).
void ast_module_free(ast_module *m);
// parse_split_input's three arrays come from xmalloc: free() each.

#endif
