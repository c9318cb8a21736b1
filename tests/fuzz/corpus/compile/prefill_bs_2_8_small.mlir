module {
func.func @prefill_bs2(%arg0: !torch.vtensor<[2, ?,5120],f16>, %arg1: !torch.vtensor<[5120,256],f16>) -> !torch.vtensor<[?,256],f16> attributes {torch.assume_strict_symbolic_shapes} {
%965 = torch.symbolic_int "s1" {min_val = 2, max_val = 4095} : !torch.int
torch.bind_symbolic_shape %arg0, [%965], affine_map<()[s0] -> (2, s0 * 32)> : !torch.vtensor<[2,?, 5120],f16>
%int2 = torch.constant.int 2
%int1 = torch.constant.int 1
%971 = torch.aten.size.int %arg0, %int1: !torch.vtensor<[2, ?, 5120],f16>, !torch.int -> !torch.int
%15268 = torch.aten.mul.int %int2, %971 : !torch.int, !torch.int -> !torch.int
%int5120_15196 = torch.constant.int 5120
%15269 = torch.prim.ListConstruct %15268, %int5120_15196 : (!torch.int, !torch.int) -> !torch.list<int>
%15270 = torch.aten.view %arg0, %15269 : !torch.vtensor<[2,?,5120],f16>, !torch.list<int> -> !torch.vtensor<[?,5120],f16>
torch.bind_symbolic_shape %15270, [%965], affine_map<()[s0] -> (s0 * 64, 5120)> : !torch.vtensor<[?,5120],f16>
%15271 = torch.aten.mm %15270, %arg1 : !torch.vtensor<[?,5120],f16>, !torch.vtensor<[5120,256],f16> -> !torch.vtensor<[?,256],f16>
torch.bind_symbolic_shape %15271, [%965], affine_map<()[s0] -> (s0 * 64, 256)> : !torch.vtensor<[?,256],f16>
return %15271 : !torch.vtensor<[?,256],f16>
}
func.func @prefill_bs8(%arg0: !torch.vtensor<[8, ?,5120],f16>, %arg1: !torch.vtensor<[5120,256],f16>) -> !torch.vtensor<[?,256],f16> attributes {torch.assume_strict_symbolic_shapes} {
%965 = torch.symbolic_int "s1" {min_val = 2, max_val = 4095} : !torch.int
torch.bind_symbolic_shape %arg0, [%965], affine_map<()[s0] -> (8, s0 * 32)> : !torch.vtensor<[8,?, 5120],f16>
%int8_15195 = torch.constant.int 8
%int1 = torch.constant.int 1
%971 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[8, ?, 5120],f16>, !torch.int -> !torch.int
%15268 = torch.aten.mul.int %int8_15195, %971 : !torch.int, !torch.int -> !torch.int
%int5120_15196 = torch.constant.int 5120
%15269 = torch.prim.ListConstruct %15268, %int5120_15196 : (!torch.int, !torch.int) -> !torch.list<int>
%15270 = torch.aten.view %arg0, %15269 : !torch.vtensor<[8,?,5120],f16>, !torch.list<int> -> !torch.vtensor<[?,5120],f16>
torch.bind_symbolic_shape %15270, [%965], affine_map<()[s0] -> (s0 * 256, 5120)> : !torch.vtensor<[?,5120],f16>
%15271 = torch.aten.mm %15270, %arg1 : !torch.vtensor<[?,5120],f16>, !torch.vtensor<[5120,256],f16> -> !torch.vtensor<[?,256],f16>
torch.bind_symbolic_shape %15271, [%965], affine_map<()[s0] -> (s0 * 256, 256)> : !torch.vtensor<[?,256],f16>
return %15271 : !torch.vtensor<[?,256],f16>
}
}
