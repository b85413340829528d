/* libFuzzer harness for the KIF (UTF-8 or Shift_JIS) reader; see fuzz_record.h for what must hold. */
#include "tests/fuzz/fuzz_record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_record(data, size, REC_FMT_KIF, "fuzz.kif");
}
