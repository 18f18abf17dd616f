// The atomics are inline functions of the header; SwiftPM needs a source file in the target.
#include "ReductorConcurrencyExtrasShims.h"
