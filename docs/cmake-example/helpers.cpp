// The adstack helpers of Taichi's form (`[u64 count][primal|adjoint]...`), as an autodiff
// runtime defines them. Each call is counted, so `example` can say how many reached here.
#include <cstdint>
#include <cstring>

long helper_calls = 0;

extern "C" {
void stack_init(void *s) {
  ++helper_calls;
  *static_cast<uint64_t *>(s) = 0;
}
void stack_push(void *s, int64_t, int64_t size) {
  ++helper_calls;
  uint64_t &n = *static_cast<uint64_t *>(s);
  std::memset(static_cast<char *>(s) + 8 + n * 2 * size, 0, 2 * size);
  ++n;
}
void stack_pop(void *s) {
  ++helper_calls;
  --*static_cast<uint64_t *>(s);
}
void *stack_top_primal(void *s, int64_t size) {
  ++helper_calls;
  uint64_t n = *static_cast<uint64_t *>(s);
  return static_cast<char *>(s) + 8 + (n - 1) * 2 * size;
}
void *stack_top_adjoint(void *s, int64_t size) {
  ++helper_calls;
  return static_cast<char *>(stack_top_primal(s, size)) + size;
}
}
