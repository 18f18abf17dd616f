// The tests `record-session` writes beside this file (`ReproduceLista.swift`, and for a moment
// `ReproduceNota.swift`) are built and run by `scripts/check-session-fixture.sh`; they are not
// committed.
