struct Rate {
    var chart: Chart?
}
