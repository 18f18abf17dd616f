// swift-tools-version: 6.0
// The shape of a real TCA app, written for the insight tool's tests: several modules, bodies
// built in helpers, destinations, a stack, a generic wrapper and a reusable component.
