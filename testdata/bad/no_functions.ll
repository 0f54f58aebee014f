@g = global i32 0
@stack_name = constant [11 x i8] c"stack_push\00"
