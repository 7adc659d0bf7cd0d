// Core-to-core messages and events. send/recv name the peer by compiler core id and carry the
// byte size; the local address is in rd. sync names the target core and event register; wait
// the event register and the exact count, and pim.wait with value 0 emits nothing. With
// pim-disable-synchronization no sync or wait is emitted, and the messages stay.
// RUN: raptor-opt %s --emit-pim-code="output-dir=%t core-count=2 crossbar-size=4 crossbar-count=1"
// RUN: raptor-sim --disassemble %t/pim/core_0.pim | filecheck %s --check-prefix=CORE0
// RUN: raptor-sim --disassemble %t/pim/core_1.pim | filecheck %s --check-prefix=CORE1
// RUN: raptor-opt %s --emit-pim-code="output-dir=%t core-count=2 crossbar-size=4 crossbar-count=1 pim-disable-synchronization"
// RUN: raptor-sim --disassemble %t/pim/core_0.pim | filecheck %s --check-prefix=NOSYNC0
// RUN: raptor-sim --disassemble %t/pim/core_1.pim | filecheck %s --check-prefix=NOSYNC1

// CORE0:      0: sync core=1 event_register=3
// CORE0-NEXT: 1: sldi rd=0 imm=16
// CORE0-NEXT: 2: send rd=0 core=1 offset_select=0 offset_value=0 size=16
// CORE0-NEXT: 3: wait event_register=2 wait_value=1
// CORE0-EMPTY:

// CORE1:      0: wait event_register=3 wait_value=1
// CORE1-NEXT: 1: sldi rd=0 imm=8
// CORE1-NEXT: 2: recv rd=0 core=0 offset_select=0 offset_value=0 size=16
// CORE1-NEXT: 3: sync core=0 event_register=2
// CORE1-EMPTY:

// NOSYNC0:      0: sldi rd=0 imm=16
// NOSYNC0-NEXT: 1: send rd=0 core=1 offset_select=0 offset_value=0 size=16
// NOSYNC0-EMPTY:

// NOSYNC1:      0: sldi rd=0 imm=8
// NOSYNC1-NEXT: 1: recv rd=0 core=0 offset_select=0 offset_value=0 size=16
// NOSYNC1-EMPTY:

func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 32 : i64} {
    %buf = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x4xf32>
    pim.sync %c1 event %c3
    pim.send %buf to %c1 size 16 : memref<1x4xf32>
    pim.wait %c2 value %c1
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32, pim.local_memory_size = 24 : i64} {
    pim.wait %c3 value %c1
    pim.wait %c0 value %c0
    %buf = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x6xf32>
    %0 = pim.receive from %c0 into %buf[%c8] size 16 : memref<1x6xf32>
    pim.sync %c0 event %c2
    pim.halt
  }
  return
}
