# facet: `make` builds, `make check` runs every test, `make demo` runs the
# main job on the built-in example. `make SAN=1 check` builds with ASan+UBSan.
# Each first makes sure the Debian packages facet needs are installed
# (scripts/install-deps --make: installs the missing ones as root, or stops
# with the command to run; with everything present it costs one dpkg-query).

CC ?= cc
BUILD ?= build
CSTD = -std=c17 -D_GNU_SOURCE
WARN = -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wno-unused-parameter -Wno-missing-field-initializers
OPT ?= -O2 -g
ifeq ($(SAN),1)
  BUILD := build-san
  OPT := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined
  LDSAN := -fsanitize=address,undefined
endif
ifeq ($(TSAN),1)
  BUILD := build-tsan
  OPT := -O1 -g -fsanitize=thread
  LDSAN := -fsanitize=thread
endif
ifeq ($(CI),true)
  WARN += -Werror
endif
CFLAGS_ALL = $(CSTD) $(WARN) $(OPT) -Iinclude -Isrc -MMD -MP $(CFLAGS)
LDLIBS_ALL = -lxxhash -ldl -lpthread -lm $(LDLIBS)

BASE_SRC     = $(wildcard src/base/*.c)
COMPILER_SRC = $(wildcard src/frontend/*.c src/ir/*.c src/transform/*.c src/codegen/*.c)
MODULE_SRC   = $(wildcard src/module/*.c)
RUNTIME_SRC  = $(wildcard src/runtime/*.c)
TOOLING_SRC  = $(wildcard src/tooling/*.c)
SERVE_SRC    = $(wildcard src/serve/*.c)
TOOLS        = $(patsubst tools/%.c,$(BUILD)/bin/%,$(wildcard tools/*.c))
UTILS        = $(patsubst utils/%.c,$(BUILD)/bin/%,$(wildcard utils/*.c))
UNIT_TESTS   = $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(wildcard tests/unit/test_*.c))
EXAMPLES     = $(BUILD)/examples/embed

# The Python package (python/, docs/python.md): $(BUILD)/python/facet is the
# package, importable with PYTHONPATH=$(BUILD)/python: its .py files, the
# extension (the runtime's C compiled position-independent, in objects of
# its own, with python/facet/_facet.c) and links to the tools it runs. Built by
# `all` when Debian's python3 and its headers (python3-dev) are there, so a
# machine without them still builds and tests the rest (tests/e2e/python.sh
# then says SKIP or fails, see there).
PYTHON ?= /usr/bin/python3
PY_INC := $(shell $(PYTHON) -c 'import sysconfig; print(sysconfig.get_paths()["include"])' 2>/dev/null)
PY_EXT := $(shell $(PYTHON) -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))' 2>/dev/null)
PY_PKG = $(BUILD)/python/facet
PY_SRC = $(BASE_SRC) $(RUNTIME_SRC) $(MODULE_SRC) python/facet/_facet.c
PY_FILES = $(patsubst python/facet/%,$(PY_PKG)/%,$(wildcard python/facet/*.py))
PY_TOOLS = facet-compile facet-params facet-run-module
PYTHON_TARGETS = $(PY_PKG)/_facet$(PY_EXT) $(PY_FILES) $(patsubst %,$(PY_PKG)/bin/%,$(PY_TOOLS))
ifneq ($(wildcard $(PY_INC)/Python.h),)
  PYTHON_ALL = $(PYTHON_TARGETS)
endif

obj = $(patsubst %.c,$(BUILD)/obj/%.o,$(1))

LIB_BASE     = $(BUILD)/lib/libfacet_base.a
LIB_COMPILER = $(BUILD)/lib/libfacet_compiler.a
LIB_RUNTIME  = $(BUILD)/lib/libfacet_runtime.a
LIB_TOOLING  = $(BUILD)/lib/libfacet_tooling.a
LIB_FACET    = $(BUILD)/lib/libfacet.a
LIB_SERVE    = $(BUILD)/lib/libfacet_serve.a
LIBS = $(LIB_COMPILER) $(LIB_TOOLING) $(LIB_RUNTIME) $(LIB_BASE)

.PHONY: all check demo fuzz difffuzz bench clean format deps python
.SECONDARY: # keep intermediate objects (no rebuilds, no rm at the end)
all: $(TOOLS) $(UTILS) $(UNIT_TESTS) $(EXAMPLES) $(PYTHON_ALL)

# The machine's packages, before anything compiles (an order-only
# prerequisite of every object: it runs first, even with -j, and never makes
# an object out of date). A fresh machine gets them here instead of failing
# on a missing header.
deps:
	@sh scripts/install-deps --make

$(BUILD)/obj/%.o: %.c | deps
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c $< -o $@

$(LIB_BASE): $(call obj,$(BASE_SRC))
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^
$(LIB_COMPILER): $(call obj,$(COMPILER_SRC) $(MODULE_SRC)) $(BUILD)/obj/gen/kernel_c.o
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

# The kernel C (src/kernels/) and the kernel ABI header as strings the
# emitters write into every generated translation unit.
KERNEL_C = $(wildcard src/kernels/*.h) include/facet/kernel_abi.h
$(BUILD)/gen/kernel_c.c: $(KERNEL_C) scripts/embed-kernel-c
	@mkdir -p $(dir $@)
	sh scripts/embed-kernel-c $@ $(KERNEL_C)
$(BUILD)/obj/gen/kernel_c.o: $(BUILD)/gen/kernel_c.c | deps
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c $< -o $@
$(LIB_RUNTIME): $(call obj,$(RUNTIME_SRC) $(MODULE_SRC))
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^
# The library embedders link: the runtime and the base code it uses, linked
# into one object whose only global symbols are the public API's facet_*
# (every internal name made local), so nothing collides with the user's
# own xmalloc or hash_bytes. The module writer is the compiler's.
$(LIB_FACET): $(call obj,$(RUNTIME_SRC) src/module/reader.c) $(LIB_BASE)
	@mkdir -p $(dir $@)
	ld -r -o $(BUILD)/obj/facet.o $^
	objcopy -w --keep-global-symbol='facet_*' $(BUILD)/obj/facet.o
	rm -f $@ && ar rcs $@ $(BUILD)/obj/facet.o
# What the tools share apart from the runtime: flags, .npy, parameter writing.
$(LIB_TOOLING): $(call obj,$(TOOLING_SRC))
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/bin/%: $(BUILD)/obj/tools/%.o $(LIBS)
	@mkdir -p $(dir $@)
	$(CC) $(LDSAN) $< $(LIBS) $(LDLIBS_ALL) -o $@
# The development generators (utils/: test and benchmark inputs, charts)
# land beside the tools, where tests and bench scripts find them.
$(BUILD)/bin/%: $(BUILD)/obj/utils/%.o $(LIBS)
	@mkdir -p $(dir $@)
	$(CC) $(LDSAN) $< $(LIBS) $(LDLIBS_ALL) -o $@

# One process per device over MPI (src/mpi/, docs/devices.md): only the
# tools that run a module under mpirun link Open MPI (Debian's
# libopenmpi-dev); the runtime library and everything else stay free of it.
# The flags come from mpicc when the rule runs (after deps installed it);
# -isystem keeps MPI's header out of facet's warnings.
MPI_SRC = $(wildcard src/mpi/*.c)
LIB_MPI = $(BUILD)/lib/libfacet_mpi.a
MPI_CFLAGS = $(patsubst -I%,-isystem %,$(shell mpicc --showme:compile))
MPI_LDLIBS = $(shell mpicc --showme:link)
MPI_TOOLS = $(BUILD)/bin/facet-generate
$(call obj,$(MPI_SRC)): $(BUILD)/obj/%.o: %.c | deps
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(MPI_CFLAGS) -c $< -o $@
$(LIB_MPI): $(call obj,$(MPI_SRC))
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^
$(MPI_TOOLS): $(BUILD)/bin/%: $(BUILD)/obj/tools/%.o $(LIB_MPI) $(LIBS)
	@mkdir -p $(dir $@)
	$(CC) $(LDSAN) $< $(LIB_MPI) $(LIBS) $(LDLIBS_ALL) $(MPI_LDLIBS) -o $@

# facet-serve (src/serve/) and its unit test: the engine and the HTTP API,
# on Debian's libmicrohttpd and cJSON.
SERVE_LDLIBS = -lmicrohttpd -lcjson
$(LIB_SERVE): $(call obj,$(SERVE_SRC))
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^
$(BUILD)/bin/facet-serve: $(BUILD)/obj/tools/facet-serve.o $(LIB_SERVE) $(LIBS)
	@mkdir -p $(dir $@)
	$(CC) $(LDSAN) $< $(LIB_SERVE) $(LIBS) $(LDLIBS_ALL) $(SERVE_LDLIBS) -o $@
$(BUILD)/tests/test_serve: $(BUILD)/obj/tests/unit/test_serve.o $(LIB_SERVE) $(LIBS)
	@mkdir -p $(dir $@)
	$(CC) $(LDSAN) $< $(LIB_SERVE) $(LIBS) $(LDLIBS_ALL) $(SERVE_LDLIBS) -o $@

# The embedding example links the runtime alone (no compiler library).
$(BUILD)/examples/embed: $(BUILD)/obj/examples/embed/embed.o $(LIB_FACET)
	@mkdir -p $(dir $@)
	$(CC) $(LDSAN) $< $(LIB_FACET) $(LDLIBS_ALL) -o $@

$(BUILD)/tests/%: $(BUILD)/obj/tests/unit/%.o $(LIBS)
	@mkdir -p $(dir $@)
	$(CC) $(LDSAN) $< $(LIBS) $(LDLIBS_ALL) -o $@

# test_qmm links the quantized-matmul kernel C (src/kernels/quant.h) built
# once per target's flags (tests/unit/qmm_target.c; the flags of
# src/codegen/target.c, plus VNNI as x86-64-v4-bf16 CPUs have it), so that
# every path is tested where the CPU runs it. A static pattern rule: a plain
# one would also match the .d files (make's built-in "%: %.o" rule).
QMM_FLAGS_portable = -march=x86-64
QMM_FLAGS_v3 = -march=x86-64-v3
QMM_FLAGS_v4 = -march=x86-64-v4
QMM_FLAGS_v4vnni = -march=x86-64-v4 -mavx512bf16 -mavx512vnni
QMM_FLAGS_v4amx = $(QMM_FLAGS_v4vnni) -mamx-tile -mamx-int8 -mamx-bf16
QMM_OBJS = $(patsubst %,$(BUILD)/obj/tests/unit/qmm_%.o,portable v3 v4 v4vnni v4amx)
$(QMM_OBJS): $(BUILD)/obj/tests/unit/qmm_%.o: tests/unit/qmm_target.c | deps
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(QMM_FLAGS_$*) -DQMM_TARGET=$* -c $< -o $@
$(BUILD)/tests/test_qmm: $(BUILD)/obj/tests/unit/test_qmm.o $(QMM_OBJS) $(LIBS)
	@mkdir -p $(dir $@)
	$(CC) $(LDSAN) $< $(QMM_OBJS) $(LIBS) $(LDLIBS_ALL) -o $@

pic = $(patsubst %.c,$(BUILD)/pic/%.o,$(1))

python: $(PYTHON_TARGETS)

$(BUILD)/pic/%.o: %.c | deps
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -fPIC -fvisibility=hidden -isystem $(PY_INC) -c $< -o $@
$(PY_PKG)/_facet$(PY_EXT): $(call pic,$(PY_SRC))
	@mkdir -p $(dir $@)
	$(CC) -shared $(LDSAN) $^ $(LDLIBS_ALL) -o $@
$(PY_PKG)/%.py: python/facet/%.py
	@mkdir -p $(dir $@)
	cp $< $@
$(PY_PKG)/bin/%: $(BUILD)/bin/%
	@mkdir -p $(dir $@)
	ln -sf ../../../bin/$* $@

check: all deps
	BUILD=$(BUILD) sh tests/run.sh

demo: all deps
	BUILD=$(BUILD) sh scripts/demo.sh

fuzz: deps
	BUILD=$(BUILD) FUZZ_SECONDS=$(or $(FUZZ_SECONDS),60) FUZZ_RUNS=$(FUZZ_RUNS) FUZZ_SEED=$(FUZZ_SEED) \
	  sh tests/fuzz/run.sh

# Differential fuzzing of the whole compiler against facet-reference
# (tests/fuzz/diff.sh): generated programs from seed FUZZ_SEED on, every
# mode, for FUZZ_SECONDS (default 1800); findings in $(BUILD)/difffuzz.
difffuzz: all deps
	BUILD=$(BUILD) sh tests/fuzz/diff.sh --seeds=$(or $(FUZZ_SEED),1)..1000000000 \
	  --seconds=$(or $(FUZZ_SECONDS),1800)

bench: all deps
	BUILD=$(BUILD) sh bench/run.sh

format:
	sh scripts/format

clean:
	rm -rf build build-san build-tsan

-include $(shell find $(BUILD)/obj $(BUILD)/pic -name '*.d' 2>/dev/null)
