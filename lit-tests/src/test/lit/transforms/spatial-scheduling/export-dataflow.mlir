// spat-export-dataflow (spec 5): the dataflow of the entry function as Gephi CSV tables, taken
// before and after scheduling. Before: the graph computes and their dataflow edges. After: the
// scheduled computes with their cores, and the channel that replaced the edge between cores.
// RUN: rm -rf %t && raptor-opt %s --core-count=2 --crossbar-size=4 --crossbar-count=1 --spat-export-dataflow=output=%t/graph --schedule-and-realize-spatial --spat-export-dataflow=output=%t/scheduled -o %t/out.mlir
// RUN: cat %t/graph_nodes.csv | filecheck %s --check-prefix=GRAPH-NODES
// RUN: cat %t/graph_edges.csv | filecheck %s --check-prefix=GRAPH-EDGES
// RUN: cat %t/scheduled_nodes.csv | filecheck %s --check-prefix=NODES
// RUN: cat %t/scheduled_edges.csv | filecheck %s --check-prefix=EDGES
// RUN: not raptor-opt %s --spat-export-dataflow 2>&1 | filecheck %s --check-prefix=OPTION

// GRAPH-NODES: Id,Label,Kind,Operation,OpIndex,Lanes,Cores,Location,Type,Bytes
// GRAPH-NODES-NEXT: arg0,input 0,input,,-1,,,{{.*}}export-dataflow.mlir:{{[0-9]+}}:1,tensor<1x4xf32>,16
// GRAPH-NODES-NEXT: op0,weight 0,weight,arith.constant,0,,,{{.*}},tensor<4x4xf32>,64
// GRAPH-NODES-NEXT: op1,weight 1,weight,arith.constant,1,,,{{.*}},tensor<4x4xf32>,64
// GRAPH-NODES-NEXT: op2,compute 2,compute,spat.graph_compute,2,,,{{.*}},tensor<1x4xf32>,16
// GRAPH-NODES-NEXT: op3,compute 3,compute,spat.graph_compute,3,,,{{.*}},tensor<1x4xf32>,16
// GRAPH-NODES-NEXT: op4,return 4,return,func.return,4,,,{{.*}},,
// GRAPH-EDGES: Source,Target,Type,Weight,Kind,Tensor,Channel,HostOffset
// GRAPH-EDGES-NEXT: op0,op2,Directed,64,dataflow,tensor<4x4xf32>,,
// GRAPH-EDGES-NEXT: arg0,op2,Directed,16,dataflow,tensor<1x4xf32>,,
// GRAPH-EDGES-NEXT: op1,op3,Directed,64,dataflow,tensor<4x4xf32>,,
// GRAPH-EDGES-NEXT: op2,op3,Directed,16,dataflow,tensor<1x4xf32>,,
// GRAPH-EDGES-NEXT: op3,op4,Directed,16,dataflow,tensor<1x4xf32>,,
// NODES: {{^}}[[A:op[0-9]+]],scheduled_compute {{[0-9]+}},scheduled_compute,spat.scheduled_compute,{{[0-9]+}},,0,
// NODES: {{^}}[[B:op[0-9]+]],scheduled_compute {{[0-9]+}},scheduled_compute,spat.scheduled_compute,{{[0-9]+}},,1,{{.*}},tensor<1x4xf32>,16
// EDGES: Source,Target,Type,Weight,Kind,Tensor,Channel,HostOffset
// EDGES: {{^op[0-9]+}},{{op[0-9]+}},Directed,16,channel,tensor<1x4xf32>,0,
// OPTION: error: spat-export-dataflow requires the option 'output' (a path prefix)
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w0 = arith.constant dense<1.0> : tensor<4x4xf32>
  %w1 = arith.constant dense<2.0> : tensor<4x4xf32>
  %a = spat.graph_compute weights(%w0 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %b = spat.graph_compute weights(%w1 : tensor<4x4xf32>) inputs(%a : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %b : tensor<1x4xf32>
}
