// The reverse pass of x -> x * x applied 4 times, keeping each step's input on an adstack as
// autodiff codegen does. With the plugin, none of these helper calls remains at run time.
#include <cstdint>
#include <cstdio>

extern "C" {
void stack_init(void *s);
void stack_push(void *s, int64_t max, int64_t size);
void stack_pop(void *s);
void *stack_top_primal(void *s, int64_t size);
void *stack_top_adjoint(void *s, int64_t size);
}
extern long helper_calls;

float gradient(float x) {
  alignas(8) char stack[8 + 4 * 2 * sizeof(float)];
  stack_init(stack);
  for (int i = 0; i < 4; ++i) { // forward: push each input
    stack_push(stack, 4, sizeof(float));
    *static_cast<float *>(stack_top_primal(stack, sizeof(float))) = x;
    x = x * x;
  }
  float grad = 1;
  for (int i = 0; i < 4; ++i) { // backward: d(x*x)/dx = 2x, from the stored inputs
    grad *= 2 * *static_cast<float *>(stack_top_primal(stack, sizeof(float)));
    stack_pop(stack);
  }
  return grad;
}

int main() {
  float grad = gradient(1.5f);
  std::printf("d/dx x^16 at 1.5 = %g; helper calls at run time: %ld\n", grad, helper_calls);
  return 0;
}
