# Flipbook: `make demo` renders the example scenes, `make test` runs every test.
# Both install the Debian packages Flipbook needs when they are missing.

SWIFT ?= swift
DEBIAN_PACKAGES := libcairo2-dev libpng-dev libjpeg-dev libwebp-dev pkg-config libfreetype-dev libharfbuzz-dev libfontconfig1-dev libicu-dev \
	libpoppler-glib-dev librsvg2-dev fonts-dejavu-core fonts-dejavu-extra fonts-noto-color-emoji fonts-material-design-icons-iconfont fonts-wqy-microhei
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SCENES := $(wildcard Scenes/*.swift)
BIN := .build/debug/flipbook
RELEASE_BIN := .build/release/flipbook

.PHONY: all deps build test demo bench fuzz format clean

all: build

deps:
	@missing=""; \
	for p in $(DEBIAN_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:$$missing"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

test: build
	FLIPBOOK_BIN=$(CURDIR)/$(BIN) $(SWIFT) test

demo: build
	@for scene in $(SCENES); do \
		name=$$(basename $$scene .swift); \
		$(BIN) render $$scene -o out/$$name || exit 1; \
	done
	@echo "Frames are in out/<scene>/."

# The benchmark: grid-stagger (300 frames of 200 shapes) with Flipbook's release build and with
# the pycairo baseline, in one run; prints both and their ratio. See bench/README.md.
bench: deps
	$(SWIFT) build -c release
	bench/run $(RELEASE_BIN)

# libFuzzer over parse, run, layout and sampling, seeded with Scenes/ and the test scenes, for
# FUZZ_SECONDS (default 600). Crashing inputs land in fuzz/crashes/; replay one with
# `.build/debug/flipbook-fuzz FILE` and keep it in Tests/ as a regression case.
FUZZ_SECONDS ?= 600
# FUZZ_JOBS > 1 runs that many fuzzing processes side by side on the shared corpus, each
# logging to fuzz-N.log. The vanilla schedule (-entropic=0) and a corpus reload every minute
# keep libFuzzer's own bookkeeping, which took a third of the time, out of the way.
FUZZ_JOBS ?= 1
FUZZ_BUILD := .build/fuzz
fuzz: deps
	$(SWIFT) build -c release --product flipbook-fuzz --build-path $(FUZZ_BUILD) \
		-Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING -Xswiftc -parse-as-library -Xswiftc -use-ld=lld
	mkdir -p fuzz/corpus fuzz/crashes
	cp Scenes/*.swift Tests/FlipbookSyntaxTests/Fixtures/Idioms/*.swift Tests/FlipbookTests/Corpus/*.swift fuzz/corpus/ 2>/dev/null || true
	SWIFT_BACKTRACE=enable=no $(FUZZ_BUILD)/release/flipbook-fuzz fuzz/corpus -dict=fuzz/swiftui.dict -max_total_time=$(FUZZ_SECONDS) \
		-max_len=8192 -timeout=10 -rss_limit_mb=4096 -artifact_prefix=fuzz/crashes/ -print_final_stats=1 \
		-entropic=0 -reload=60 $(if $(filter-out 1,$(FUZZ_JOBS)),-jobs=$(FUZZ_JOBS) -workers=$(FUZZ_JOBS))

# Formats the sources with the toolchain's swift-format and .swift-format (test fixtures and
# corpus scenes are inputs, kept as written).
format:
	find Sources Tests -name '*.swift' -not -path '*/Fixtures/*' -not -path '*/Corpus/*' \
		-not -path '*/BadInputs/*' -not -path '*/Extremes/*' -print0 \
		| xargs -0 $(SWIFT) format -i --parallel Package.swift

clean:
	rm -rf .build out
