%a = "test.x"() : () -> i32
%x = "test.x"() : () -> index
%v = "test.x"() : () -> vector<[4]xi8>
%0 = arith.addi %a, %a overflow<nuw, nsw> : i32
%1 = arith.subi %0, %a overflow<nuw> {tag} : i32
%2 = arith.muli %x, %x overflow<none> : index
%3 = arith.shli %v, %v : vector<[4]xi8>
%4 = arith.ceildivsi %a, %1 : i32
%5 = arith.floordivsi %x, %2 : index
%6 = arith.andi %3, %v : vector<[4]xi8>
%7 = arith.maxui %a, %4 {n = 1 : i8} : i32
%s, %o = arith.addui_extended %a, %7 : i32, i1
%l:2 = arith.mulsi_extended %x, %x : index
%u:2 = arith.mului_extended %v, %v : vector<[4]xi8>
