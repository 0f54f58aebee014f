define void @f() {
entry:
  ret void ; café
}
