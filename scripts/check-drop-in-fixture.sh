#!/usr/bin/env bash
# Builds the drop-in fixture (Tests/Fixtures/DropInApp), a package written for TCA whose
# modules import `ComposableArchitecture`, `Dependencies`, `DependenciesMacros` and each
# companion module by its upstream name, and runs its tests, with REDUCTOR_DROP_IN=1 set for
# these commands only (never exported: child processes would inherit it).
set -euo pipefail
cd "$(dirname "$0")/../Tests/Fixtures/DropInApp"
REDUCTOR_DROP_IN=1 swift build --build-tests
REDUCTOR_DROP_IN=1 swift test --skip-build
