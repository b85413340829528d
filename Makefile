# kiryoku — see README.md. `make run` and `make test` are the two commands a
# new machine needs; both install missing Debian packages first.

CC      ?= cc
PREFIX  ?= /usr/local
STD     := -std=c11 -D_GNU_SOURCE
WARN    := -Wall -Wextra -Werror
OPT     ?= -O2 -g
# The ASan+UBSan build is clang's when clang is there: gcc builds the
# product, clang the sanitised tests, so every source in either is compiled
# clean (-Werror) by both compilers without a separate clang pass.
ASAN_CC ?= $(shell command -v clang >/dev/null 2>&1 && echo clang || echo $(CC))
ASANFL  := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all -DKIRYOKU_DEBUG

CURSES_CFLAGS := $(shell pkg-config --cflags ncursesw 2>/dev/null)
CURSES_LIBS   := $(shell pkg-config --libs ncursesw 2>/dev/null || echo -lncursesw -ltinfo)
LIBS    := $(CURSES_LIBS) -lreadline -lsqlite3 -lpthread -lm

# The product: what build/kiryoku is made of, bottom layer first.
DIRS    := base shogi engine bridge ai analysis rating ui app app/cmd app/session app/report
SRC     := $(filter-out app/main.c,$(foreach d,$(DIRS),$(wildcard $(d)/*.c)))
# Developer tooling (tools/): build/kiryoku-dev (`make dev`) and the library
# that bench programs and the tools' tests link; never the shipped binary.
DEVSRC  := $(filter-out tools/kiryoku_dev.c,$(wildcard tools/*.c))
TESTSRC := $(wildcard tests/unit/test_*.c)
# Programs that only benchmarks use; each links both libraries.
BENCHSRC := $(wildcard bench/*.c)
BENCHBIN := $(BENCHSRC:bench/%.c=build/bench/%)

OBJ      := $(SRC:%.c=build/obj/%.o)
AOBJ     := $(SRC:%.c=build/asan/obj/%.o)
DEVOBJ   := $(DEVSRC:%.c=build/obj/%.o)
ADEVOBJ  := $(DEVSRC:%.c=build/asan/obj/%.o)

.PHONY: all dev run test check bench bench-programs fuzz install clean deps deps-test deps-bench accuracy asan-cc

all: build/kiryoku

# The Debian packages: `make deps` installs what the product and its tests
# need (make run and make test call it first); benchmarks need a few more.
# scripts/install-deps.sh names them.
deps:
	@sh scripts/install-deps.sh build test
deps-bench: deps
	@sh scripts/install-deps.sh bench
# The old name, which messages in tests/ still give.
deps-test: deps

# -MMD -MP: each object depends on exactly the headers it includes (the .d
# files below), so touching one header rebuilds only its includers.
DEPFL   := -MMD -MP

# The user's CPPFLAGS, CFLAGS and LDFLAGS come after the project's flags in
# every compile and link, so they win: `make CFLAGS=-O0`, `make
# CFLAGS='-march=native -fno-omit-frame-pointer'`. build/flags records them:
# changing them rebuilds what they compiled. It is rewritten as the Makefile
# is read, when they differ (a rule run on every make would hold back the
# test jobs that need a program until it ran).
CCFL    = $(STD) $(WARN) $(OPT) $(DEPFL) $(CURSES_CFLAGS) -I. $(CPPFLAGS) $(CFLAGS)
ACCFL   = $(STD) $(WARN) $(ASANFL) $(DEPFL) $(CURSES_CFLAGS) -I. $(CPPFLAGS) $(CFLAGS)
FLAGS_SEEN := $(strip $(CC) $(ASAN_CC) $(OPT) $(ASANFL) / $(CPPFLAGS) / $(CFLAGS) / $(LDFLAGS))
ifneq ($(FLAGS_SEEN),$(strip $(shell cat build/flags 2>/dev/null)))
$(shell mkdir -p build && printf '%s\n' '$(FLAGS_SEEN)' > build/flags)
endif

build/obj/%.o: %.c Makefile build/flags
	@mkdir -p $(dir $@)
	$(CC) $(CCFL) -c $< -o $@

build/asan/obj/%.o: %.c Makefile build/flags
	@mkdir -p $(dir $@)
	$(ASAN_CC) $(ACCFL) -c $< -o $@

# What a judge's search depends on, as one id: the sources of the embedded
# engine and of the analysis. The in-game analysis keeps its searches in
# the store under it (app/session/search_cache.c), so that a test resumed
# by a rebuilt engine searches again instead of mixing two engines' scores;
# the version number changes far less often than the engine.
JUDGESRC := $(sort $(wildcard shogi/*.[ch] engine/*.[ch] bridge/*.[ch] analysis/*.[ch]))
build/gen/judge_id: $(JUDGESRC)
	@mkdir -p build/gen
	@cat $(JUDGESRC) | sha256sum | cut -c1-16 > $@.tmp && mv $@.tmp $@
build/obj/app/session/search_cache.o build/asan/obj/app/session/search_cache.o: build/gen/judge_id
build/obj/app/session/search_cache.o build/asan/obj/app/session/search_cache.o: \
	CPPFLAGS += -DKIRYOKU_JUDGE_ID='"$(shell cat build/gen/judge_id 2>/dev/null)"'

build/libkiryoku.a: $(OBJ)
	@mkdir -p build
	rm -f $@ && ar rcs $@ $^

build/asan/libkiryoku.a: $(AOBJ)
	@mkdir -p build/asan
	rm -f $@ && ar rcs $@ $^

build/libkiryoku-dev.a: $(DEVOBJ)
	@mkdir -p build
	rm -f $@ && ar rcs $@ $^

build/asan/libkiryoku-dev.a: $(ADEVOBJ)
	@mkdir -p build/asan
	rm -f $@ && ar rcs $@ $^

build/kiryoku: build/obj/app/main.o build/libkiryoku.a
	$(CC) $(OPT) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LIBS)

build/asan/kiryoku: build/asan/obj/app/main.o build/asan/libkiryoku.a
	$(ASAN_CC) $(ASANFL) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LIBS)

build/kiryoku-dev: build/obj/tools/kiryoku_dev.o build/libkiryoku-dev.a build/libkiryoku.a
	$(CC) $(OPT) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LIBS)

build/asan/kiryoku-dev: build/asan/obj/tools/kiryoku_dev.o build/asan/libkiryoku-dev.a build/asan/libkiryoku.a
	$(ASAN_CC) $(ASANFL) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LIBS)

# The developer tools and the benchmark programs (tools/README.md).
# The ASan build's compiler, for the test runner's clang pass.
asan-cc:
	@echo $(ASAN_CC)

dev: build/kiryoku-dev bench-programs

# A test is one .c file; its own header dependencies come from its .d file.
# Tests link the tools' library too, for the tests of the tools.
build/tests/%: tests/unit/%.c Makefile build/flags build/libkiryoku-dev.a build/libkiryoku.a
	@mkdir -p build/tests
	$(CC) $(CCFL) $(LDFLAGS) -o $@ $< build/libkiryoku-dev.a build/libkiryoku.a $(LIBS)

build/asan/tests/%: tests/unit/%.c Makefile build/flags build/asan/libkiryoku-dev.a build/asan/libkiryoku.a
	@mkdir -p build/asan/tests
	$(ASAN_CC) $(ACCFL) $(LDFLAGS) -o $@ $< build/asan/libkiryoku-dev.a build/asan/libkiryoku.a $(LIBS)

# Benchmark programs, with the project's flags (bench/*.sh call these targets).
build/bench/%: bench/%.c Makefile build/flags build/libkiryoku-dev.a build/libkiryoku.a
	@mkdir -p build/bench
	$(CC) $(CCFL) $(LDFLAGS) -o $@ $< build/libkiryoku-dev.a build/libkiryoku.a $(LIBS)

bench-programs: $(BENCHBIN)

# The packages first, alone: a compile must not race their install.
run: deps
	@$(MAKE) --no-print-directory build/kiryoku
	./build/kiryoku

# Every unit test runs twice: optimised (the speed-sensitive checks run at
# full size there) and under ASan+UBSan. Terminal tests drive the real
# binary in tmux. The last line is the total: "N passed, N failed".
# The packages first, alone (a compile must not race their install). Then
# tests/run.sh lists the suites and writes make rules for them
# (build/suites.mk): the programs they need, built on every core; then a job
# per suite (or group of suites that share files), cores + 2 at a time (a
# terminal test mostly waits), the long ones first, a line per finished
# suite. `make check T="NAME..."`: those suites only (names as in
# tests/expected.txt), building only what they need; no T: every suite.
NPROC := $(shell nproc 2>/dev/null || echo 1)
TEST_JOBS ?= $(shell echo $$(($(NPROC) + 2)))
define run-suites
@sh tests/run.sh --prepare $(T)
@$(MAKE) --no-print-directory -k -j$(NPROC) -f Makefile -f build/suites.mk suites-built || true
@$(MAKE) --no-print-directory -k -j$(TEST_JOBS) -f Makefile -f build/suites.mk suites || true
@sh tests/run.sh --summary $(T)
endef

test: override T =
test: deps
	$(run-suites)

check:
	$(run-suites)

bench: deps-bench build/kiryoku
	@sh bench/run.sh

# Issue 8: the rating's accuracy on a pool of artificial players (hours;
# resumes where it stopped). `make accuracy ARGS=--quick`: a smoke run.
accuracy: deps-bench build/kiryoku
	@sh bench/accuracy.sh $(ARGS)

fuzz:
	@sh tests/fuzz/run.sh

install: build/kiryoku
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/kiryoku
	install -m 755 build/kiryoku $(DESTDIR)$(PREFIX)/bin/kiryoku
	cp -R assets/. $(DESTDIR)$(PREFIX)/share/kiryoku/

clean:
	rm -rf build

-include $(shell find build -name '*.d' 2>/dev/null)
