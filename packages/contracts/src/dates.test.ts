// The one reading of a typed date (issue 22): what a phone's number pad, a keyboard or a paste gives.
import { describe, expect, it } from "vitest";
import { formatDutchDate, parseDutchDate, readDutchDate, splitTypedDate } from "./dates.ts";

describe("readDutchDate", () => {
  it("reads every accepted form of the same day", () => {
    for (const input of [
      "22/04/2011",
      "22042011",
      "22-04-2011",
      "22.04.2011",
      "22 04 2011",
      "22 / 04 / 2011",
      "22  04  2011",
      "22/4/2011",
      "22-4.2011",
      "2204/2011",
      "22/042011",
      "  22042011  ",
      "22\u00a004\u00a02011",
    ]) {
      expect(readDutchDate(input), JSON.stringify(input)).toEqual({ iso: "2011-04-22" });
    }
  });

  it("reads a day and a month of one digit when a separator follows them", () => {
    expect(readDutchDate("1/5/1990")).toEqual({ iso: "1990-05-01" });
    expect(readDutchDate("1.5.1990")).toEqual({ iso: "1990-05-01" });
    expect(readDutchDate("1 5 1990")).toEqual({ iso: "1990-05-01" });
    expect(readDutchDate("01051990")).toEqual({ iso: "1990-05-01" });
  });

  it("refuses what is not day, month and a year of 4 digits as a format error", () => {
    for (const input of [
      "",
      " ",
      "2204201",
      "220420111",
      "220411",
      "22/04/11",
      "22/04",
      "22/04/",
      "22/04/2011/",
      "2011-04-22",
      "22 april 2011",
      "22/04/2011a",
      "22,04,2011",
      "22/04/2011 10:00",
      "01/01/1899",
      "１２/04/2011",
    ]) {
      expect(readDutchDate(input), JSON.stringify(input)).toEqual({ format: true });
    }
  });

  it("calls a date written right that is not in the calendar impossible", () => {
    for (const input of [
      "31/02/2010",
      "31022010",
      "30/02/2024",
      "31/04/1990",
      "31-06-1990",
      "00/05/1990",
      "14/00/1990",
      "14/13/1990",
      "32.01.2000",
    ]) {
      expect(readDutchDate(input), input).toEqual({ impossible: true });
    }
  });

  it("knows the leap years: every fourth year, not every hundredth, every four hundredth", () => {
    expect(readDutchDate("29022024")).toEqual({ iso: "2024-02-29" });
    expect(readDutchDate("29/02/2000")).toEqual({ iso: "2000-02-29" });
    expect(readDutchDate("29/02/2023")).toEqual({ impossible: true });
    expect(readDutchDate("29.02.1900")).toEqual({ impossible: true });
    expect(readDutchDate("28/02/1900")).toEqual({ iso: "1900-02-28" });
    expect(readDutchDate("31/12/1999")).toEqual({ iso: "1999-12-31" });
    expect(readDutchDate("01/01/2000")).toEqual({ iso: "2000-01-01" });
  });

  it("parseDutchDate and formatDutchDate go back and forth", () => {
    expect(parseDutchDate("22042011")).toBe("2011-04-22");
    expect(parseDutchDate("31/02/2010")).toBeUndefined();
    expect(formatDutchDate("2011-04-22")).toBe("22/04/2011");
    expect(parseDutchDate(formatDutchDate("2024-02-29"))).toBe("2024-02-29");
  });
});

describe("splitTypedDate", () => {
  it("cuts a date being typed into its parts", () => {
    expect(splitTypedDate("")).toEqual({ parts: [], open: false });
    expect(splitTypedDate("2")).toEqual({ parts: ["2"], open: false });
    expect(splitTypedDate("22")).toEqual({ parts: ["22"], open: false });
    expect(splitTypedDate("220")).toEqual({ parts: ["22", "0"], open: false });
    expect(splitTypedDate("2204")).toEqual({ parts: ["22", "04"], open: false });
    expect(splitTypedDate("22042")).toEqual({ parts: ["22", "04", "2"], open: false });
    expect(splitTypedDate("22/")).toEqual({ parts: ["22"], open: true });
    expect(splitTypedDate("1 ")).toEqual({ parts: ["1"], open: true });
    expect(splitTypedDate("1/5/")).toEqual({ parts: ["1", "5"], open: true });
    expect(splitTypedDate("22//04")).toEqual({ parts: ["22", "04"], open: false });
  });

  it("keeps every digit of the year (the field decides how many it keeps)", () => {
    expect(splitTypedDate("2204201199")).toEqual({ parts: ["22", "04", "201199"], open: false });
  });

  it("has no reading for other characters or a fourth part", () => {
    expect(splitTypedDate("22a")).toBeUndefined();
    expect(splitTypedDate("22/04/2011/1")).toBeUndefined();
    expect(splitTypedDate("22/04/2011/")).toBeUndefined();
  });
});
